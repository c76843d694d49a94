-- task_participants follows tasks (server/resources/tasks.ts, docs/performance.md#a-persons-tasks): a row for each
-- participant of a task, with the task's done, urgent and deadline, which a person's tasks are ordered by.
-- refresh_task_participants() writes the rows of the given tasks as the tasks now are; the triggers call it for
-- the task written, seeding for the tasks it loaded, and this migration for every task there is. A deleted task's
-- rows go with it (the foreign key).
CREATE FUNCTION refresh_task_participants(task_ids text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM task_participants p
  WHERE p.task = ANY(task_ids) AND NOT EXISTS (SELECT FROM tasks t WHERE t._id = p.task AND p.account = ANY(t.participants));
  INSERT INTO task_participants (task, account, done, urgent, deadline)
  SELECT DISTINCT t._id, participant.account, t.done, t.urgent, t.deadline
  FROM tasks t, unnest(t.participants) AS participant(account)
  WHERE t._id = ANY(task_ids)
  ON CONFLICT (task, account) DO UPDATE SET done = EXCLUDED.done, urgent = EXCLUDED.urgent, deadline = EXCLUDED.deadline
  WHERE (task_participants.done, task_participants.urgent, task_participants.deadline)
    IS DISTINCT FROM (EXCLUDED.done, EXCLUDED.urgent, EXCLUDED.deadline);
$$;
--> statement-breakpoint
CREATE FUNCTION task_participants_follow_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_task_participants(ARRAY[NEW._id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tasks_participants_insert AFTER INSERT ON tasks FOR EACH ROW EXECUTE FUNCTION task_participants_follow_task();
--> statement-breakpoint
-- Only what the rows hold: a task's name or description changing writes nothing here.
CREATE TRIGGER tasks_participants_update AFTER UPDATE ON tasks FOR EACH ROW
WHEN ((OLD.participants, OLD.done, OLD.urgent, OLD.deadline) IS DISTINCT FROM (NEW.participants, NEW.done, NEW.urgent, NEW.deadline))
EXECUTE FUNCTION task_participants_follow_task();
--> statement-breakpoint
SELECT refresh_task_participants(ARRAY(SELECT _id FROM tasks));
