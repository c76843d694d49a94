-- How many projects each customer has, kept on the customer's row, so that lists and exports read it rather than
-- count each customer's projects: the count was 40 % of the database's time of exporting every customer
-- (docs/performance.md#kept-counts). The projects' triggers add each statement's changes per customer.
ALTER TABLE "customers" ADD COLUMN "projects" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A project in `added` counts one more for its customer, one in `removed` one less: a project moved is in both. The
-- customers are locked in id order before they change, so that two statements moving projects between the same
-- customers wait for each other instead of deadlocking; a project changed without moving changes no customer.
CREATE FUNCTION count_customer_projects(added text[], removed text[]) RETURNS void LANGUAGE sql AS $$
  WITH changed AS (
    SELECT customer, sum(change)::integer AS change
    FROM (SELECT unnest(added) AS customer, 1 AS change UNION ALL SELECT unnest(removed), -1) changes
    GROUP BY customer HAVING sum(change) <> 0
  ), locked AS (
    SELECT _id FROM customers WHERE _id IN (SELECT customer FROM changed) ORDER BY _id FOR NO KEY UPDATE
  )
  UPDATE customers SET projects = customers.projects + changed.change
  FROM changed JOIN locked ON locked._id = changed.customer
  WHERE customers._id = changed.customer;
$$;
--> statement-breakpoint
CREATE FUNCTION projects_count_for_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM count_customer_projects(ARRAY(SELECT customer FROM new_rows), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM count_customer_projects('{}', ARRAY(SELECT customer FROM old_rows));
  ELSE
    PERFORM count_customer_projects(ARRAY(SELECT customer FROM new_rows), ARRAY(SELECT customer FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER projects_customer_count_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION projects_count_for_customers();
--> statement-breakpoint
CREATE TRIGGER projects_customer_count_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION projects_count_for_customers();
--> statement-breakpoint
CREATE TRIGGER projects_customer_count_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION projects_count_for_customers();
--> statement-breakpoint
-- The projects already there, counted once, writes to them held off meanwhile. Only the new column changes: the
-- customers' tallies and recipient pairs, which their update triggers keep, stay as they are, so those triggers
-- are off for it (at 1 000 000 customers they would read every row twice for nothing).
LOCK TABLE projects IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
ALTER TABLE customers DISABLE TRIGGER customers_tally_update, DISABLE TRIGGER customers_project_pairs_update;
--> statement-breakpoint
UPDATE customers SET projects = counted.count
FROM (SELECT customer, count(*)::integer AS count FROM projects GROUP BY customer) counted
WHERE customers._id = counted.customer;
--> statement-breakpoint
ALTER TABLE customers ENABLE TRIGGER customers_tally_update, ENABLE TRIGGER customers_project_pairs_update;
