-- Servers sharing one PostgreSQL keep each token's session check for a second (server/auth/accounts.ts): these
-- triggers tell them, as the change commits, which token was signed out or which account's standing changed, on the
-- channel `session_changes` (docs/server.md#several-servers). Whatever makes the change, SQL by hand included.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'revoked_tokens' THEN
    PERFORM pg_notify('session_changes', 'token:' || NEW.jti);
  ELSE
    PERFORM pg_notify('session_changes', 'account:' || OLD._id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER revoked_tokens_session_change AFTER INSERT ON revoked_tokens FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
-- What a session check reads of the account (`sessionState`): a change of anything else is no notice.
CREATE TRIGGER users_session_change AFTER UPDATE ON users FOR EACH ROW
WHEN ((OLD.username, OLD.roles, OLD.permissions, OLD.active, OLD.session_version)
      IS DISTINCT FROM (NEW.username, NEW.roles, NEW.permissions, NEW.active, NEW.session_version))
EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_session_end AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_session_change();
