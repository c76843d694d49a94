CREATE TABLE "customer_project_pairs" (
	"customer" text NOT NULL,
	"customer_uid" integer NOT NULL,
	"project_status" text NOT NULL,
	"service" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"gender" text NOT NULL,
	"active" boolean NOT NULL,
	"location" text,
	"notification_methods" text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_project_pairs_newest_idx" ON "customer_project_pairs" USING btree ("project_status","service","locale","active","created_at","customer_uid","status","source","gender","notification_methods","location");--> statement-breakpoint
CREATE INDEX "customer_project_pairs_customer_idx" ON "customer_project_pairs" USING btree ("customer");--> statement-breakpoint
-- Rewrites the pairs of these customers from their projects (a project's services, or '' for none).
CREATE FUNCTION refresh_customer_project_pairs(customer_ids text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM customer_project_pairs WHERE customer = ANY (customer_ids);
  INSERT INTO customer_project_pairs (customer, customer_uid, project_status, service, created_at, locale, status, source, gender, active, location, notification_methods)
  SELECT DISTINCT c._id, c.uid, p.status, s.service, c.created_at, c.locale, c.status, c.source, c.gender, c.active, c.location, c.notification_methods
  FROM customers c
  JOIN projects p ON p.customer = c._id
  CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p.services) = 0 THEN '{""}'::text[] ELSE p.services END) s (service)
  WHERE c._id = ANY (customer_ids);
$$;
--> statement-breakpoint
CREATE FUNCTION project_pairs_follow_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_customer_project_pairs(ARRAY(SELECT DISTINCT customer FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_customer_project_pairs(ARRAY(SELECT DISTINCT customer FROM old_rows));
  ELSE
    -- Only a new status, new services or another customer move pairs; the other edits of a project leave them be.
    PERFORM refresh_customer_project_pairs(ARRAY(
      SELECT DISTINCT unnest(ARRAY[o.customer, n.customer]) FROM old_rows o JOIN new_rows n USING (_id)
      WHERE (o.customer, o.status, o.services) IS DISTINCT FROM (n.customer, n.status, n.services)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER projects_customer_pairs_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_pairs_follow_projects();
--> statement-breakpoint
CREATE TRIGGER projects_customer_pairs_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_pairs_follow_projects();
--> statement-breakpoint
CREATE TRIGGER projects_customer_pairs_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_pairs_follow_projects();
--> statement-breakpoint
-- A customer's new fields reach the copies beside its pairs. A customer is deleted only without projects (the
-- projects' foreign key), hence without pairs; a new one has none yet.
CREATE FUNCTION project_pairs_follow_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_project_pairs pairs
  SET created_at = n.created_at, locale = n.locale, status = n.status, source = n.source, gender = n.gender, active = n.active,
      location = n.location, notification_methods = n.notification_methods
  FROM old_rows o JOIN new_rows n USING (_id)
  WHERE pairs.customer = n._id
    AND (o.created_at, o.locale, o.status, o.source, o.gender, o.active, o.location, o.notification_methods)
      IS DISTINCT FROM (n.created_at, n.locale, n.status, n.source, n.gender, n.active, n.location, n.notification_methods);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER customers_project_pairs_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_pairs_follow_customers();
--> statement-breakpoint
SELECT refresh_customer_project_pairs(ARRAY(SELECT _id FROM customers));
