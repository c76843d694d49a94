-- A project is found by its customer's name (docs/pm.md#finding-a-project): the names and organization are copied
-- into `projects.customer_search` when a project is written and whenever the customer's change; Chinese names
-- both ways round, as the customers' own search text has them.
CREATE FUNCTION customer_search_names(customer_id text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', name, last_name, coalesce(last_name, '') || name, organization) FROM customers WHERE _id = customer_id
$$;
--> statement-breakpoint
CREATE FUNCTION project_customer_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.customer_search := customer_search_names(NEW.customer);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_customer_search BEFORE INSERT OR UPDATE OF customer ON projects
  FOR EACH ROW EXECUTE FUNCTION project_customer_search();
--> statement-breakpoint
CREATE FUNCTION customer_names_to_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET customer_search = customer_search_names(NEW._id) WHERE customer = NEW._id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_names_to_projects AFTER UPDATE OF name, last_name, organization ON customers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.organization IS DISTINCT FROM NEW.organization)
  EXECUTE FUNCTION customer_names_to_projects();
--> statement-breakpoint
UPDATE projects SET customer_search = customer_search_names(customer);
