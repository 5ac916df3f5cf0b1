CREATE TABLE "report_client_days" (
	"expert_id" text NOT NULL,
	"day" date NOT NULL,
	"client" uuid NOT NULL,
	"prev" date,
	CONSTRAINT "report_client_days_pk" PRIMARY KEY("expert_id","day","client")
);
--> statement-breakpoint
CREATE TABLE "report_client_firsts" (
	"expert_id" text NOT NULL,
	"day" date NOT NULL,
	"prev_month" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_client_firsts_pk" PRIMARY KEY("expert_id","day","prev_month")
);
--> statement-breakpoint
CREATE TABLE "report_daily" (
	"expert_id" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"n" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "report_daily_pk" PRIMARY KEY("expert_id","day","kind","currency"),
	CONSTRAINT "report_daily_kind_check" CHECK ("report_daily"."kind" in ('booking', 'session', 'package', 'installment', 'new_client'))
);
--> statement-breakpoint
CREATE TABLE "report_dirty" (
	"txid" "xid8" NOT NULL,
	"expert_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "report_dirty_pk" PRIMARY KEY("txid","expert_id","day")
);
--> statement-breakpoint
ALTER TABLE "report_client_days" ADD CONSTRAINT "report_client_days_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_client_firsts" ADD CONSTRAINT "report_client_firsts_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_daily" ADD CONSTRAINT "report_daily_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_client_days_expert_id_client_day_idx" ON "report_client_days" USING btree ("expert_id","client","day");--> statement-breakpoint
CREATE INDEX "report_client_days_expert_id_prev_day_idx" ON "report_client_days" USING btree ("expert_id","prev","day");--> statement-breakpoint
CREATE INDEX "payment_plan_installments_paid_at_idx" ON "payment_plan_installments" USING btree ("paid_at") WHERE "payment_plan_installments"."status" = 'paid';--> statement-breakpoint
-- The reports' rollups (ADR 022). What follows keeps report_daily, report_client_days and
-- report_client_months equal to what the tables say, whatever writes them: a statement that
-- changes a row a report counts marks the expert's local days it touches in report_dirty, and at
-- commit a deferred trigger recomputes each marked day from the rows, under a lock per expert.
-- Recomputing (rather than adding differences) cannot drift, and doing it at commit takes the
-- lock after every lock the transaction's own work needed, so it cannot deadlock with it.

-- A client of a booking or booked package: their id, or their email where the row has no client.
CREATE FUNCTION report_client_key(client_id text, email text) RETURNS uuid
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT md5(coalesce(client_id, 'email:' || lower(email)))::uuid $$;
--> statement-breakpoint
-- A month as one number: year * 12 + month - 1.
CREATE FUNCTION report_month(day date) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT (extract(year FROM day) * 12 + extract(month FROM day) - 1)::integer $$;
--> statement-breakpoint
-- Everything an expert's reports count that happened in [from_at, to_at), one row each: a
-- confirmed place not given up in a confirmed session (by when it was booked), a confirmed
-- session (by its start), a confirmed booked package (by when it was bought; one paid by a plan
-- brings its money as each instalment is paid), a paid instalment, and a client new to the page.
CREATE FUNCTION report_facts(expert text, from_at timestamptz, to_at timestamptz)
RETURNS TABLE (happened_at timestamptz, kind text, currency text, amount bigint, client uuid)
LANGUAGE sql STABLE
AS $$
  SELECT b.created_at, 'booking', b.currency, b.payment_amount, report_client_key(b.client_id, b.client_email)
  FROM bookings b
  WHERE b.expert_id = expert AND b.created_at >= from_at AND b.created_at < to_at
    AND b.status = 'confirmed' AND b.cancelled_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM sessions x WHERE x.id = b.session_id AND x.status <> 'confirmed')
  UNION ALL
  SELECT s.start, 'session', '', 0, NULL
  FROM sessions s
  WHERE s.expert_id = expert AND s.status = 'confirmed' AND s.start >= from_at AND s.start < to_at
  UNION ALL
  SELECT p.created_at, 'package', p.currency,
    CASE WHEN p.payment_plan_id IS NULL THEN p.payment_amount ELSE 0 END,
    report_client_key(p.client_id, p.client_email)
  FROM booked_packages p JOIN booking_pages g ON g.id = p.page_id
  WHERE g.user_id = expert AND p.status = 'confirmed' AND p.created_at >= from_at AND p.created_at < to_at
  UNION ALL
  SELECT i.paid_at, 'installment', pl.currency, i.amount, NULL
  FROM payment_plan_installments i
    JOIN payment_plans pl ON pl.id = i.payment_plan_id
    JOIN booking_pages g ON g.id = pl.page_id
  WHERE g.user_id = expert AND i.status = 'paid' AND i.paid_at >= from_at AND i.paid_at < to_at
  UNION ALL
  SELECT c.created_at, 'new_client', '', 0, NULL
  FROM clients c JOIN booking_pages g ON g.id = c.page_id
  WHERE g.user_id = expert AND c.created_at >= from_at AND c.created_at < to_at
$$;
--> statement-breakpoint
-- report_client_firsts of the given days, counted again from report_client_days.
CREATE FUNCTION report_recount_firsts(p_expert text, p_days date[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM report_client_firsts f WHERE f.expert_id = p_expert AND f.day = ANY (p_days);
  INSERT INTO report_client_firsts (expert_id, day, prev_month, n)
  SELECT p_expert, d.day, coalesce(report_month(d.prev), -1), count(*)
  FROM report_client_days d
  WHERE d.expert_id = p_expert AND d.day = ANY (p_days)
  GROUP BY d.day, 3;
END
$$;
--> statement-breakpoint
-- After the given clients' days changed: set prev on each of their days, then recount
-- report_client_firsts on every day whose rows changed, and on the given days.
CREATE FUNCTION report_relink(p_expert text, p_clients uuid[], p_days date[]) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  touched date[];
BEGIN
  WITH linked AS (
    SELECT d.day, d.client, lag(d.day) OVER (PARTITION BY d.client ORDER BY d.day) AS prev
    FROM report_client_days d
    WHERE d.expert_id = p_expert AND d.client = ANY (p_clients)
  ),
  moved AS (
    UPDATE report_client_days d SET prev = l.prev
    FROM linked l
    WHERE d.expert_id = p_expert AND d.day = l.day AND d.client = l.client AND d.prev IS DISTINCT FROM l.prev
    RETURNING d.day
  )
  SELECT array(SELECT m.day FROM moved m UNION SELECT unnest(p_days)) INTO touched;
  PERFORM report_recount_firsts(p_expert, touched);
END
$$;
--> statement-breakpoint
-- One local day of an expert, recomputed from the rows.
CREATE FUNCTION report_recompute_day(p_expert text, p_day date) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  zone text;
  changed uuid[];
BEGIN
  SELECT u.timezone INTO zone FROM users u WHERE u.id = p_expert;
  IF zone IS NULL THEN
    RETURN; -- the expert is gone, and their rollups with them
  END IF;
  DELETE FROM report_daily r WHERE r.expert_id = p_expert AND r.day = p_day;
  WITH facts AS MATERIALIZED (
    SELECT f.kind, f.currency, f.amount, f.client
    FROM report_facts(p_expert, p_day::timestamp AT TIME ZONE zone, (p_day + 1)::timestamp AT TIME ZONE zone) f
  ),
  sums AS (
    INSERT INTO report_daily (expert_id, day, kind, currency, n, amount)
    SELECT p_expert, p_day, f.kind, f.currency, count(*), sum(f.amount) FROM facts f GROUP BY f.kind, f.currency
  ),
  active AS (SELECT DISTINCT f.client FROM facts f WHERE f.client IS NOT NULL),
  gone AS (
    DELETE FROM report_client_days d
    WHERE d.expert_id = p_expert AND d.day = p_day AND d.client NOT IN (SELECT a.client FROM active a)
    RETURNING d.client
  ),
  added AS (
    INSERT INTO report_client_days (expert_id, day, client)
    SELECT p_expert, p_day, a.client FROM active a
    ON CONFLICT DO NOTHING
    RETURNING client
  )
  SELECT array(SELECT g.client FROM gone g UNION SELECT a.client FROM added a) INTO changed;
  IF cardinality(changed) > 0 THEN
    PERFORM report_relink(p_expert, changed, ARRAY[p_day]);
  END IF;
END
$$;
--> statement-breakpoint
-- Every day of an expert, recomputed from the rows (their zone changed, or the first fill).
CREATE FUNCTION report_rebuild(p_expert text) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  zone text;
BEGIN
  DELETE FROM report_daily r WHERE r.expert_id = p_expert;
  DELETE FROM report_client_days d WHERE d.expert_id = p_expert;
  DELETE FROM report_client_firsts f WHERE f.expert_id = p_expert;
  SELECT u.timezone INTO zone FROM users u WHERE u.id = p_expert;
  IF zone IS NULL THEN
    RETURN;
  END IF;
  WITH facts AS MATERIALIZED (
    SELECT (f.happened_at AT TIME ZONE zone)::date AS day, f.kind, f.currency, f.amount, f.client
    FROM report_facts(p_expert, '-infinity', 'infinity') f
  ),
  sums AS (
    INSERT INTO report_daily (expert_id, day, kind, currency, n, amount)
    SELECT p_expert, f.day, f.kind, f.currency, count(*), sum(f.amount) FROM facts f GROUP BY f.day, f.kind, f.currency
  )
  INSERT INTO report_client_days (expert_id, day, client, prev)
  SELECT p_expert, c.day, c.client, lag(c.day) OVER (PARTITION BY c.client ORDER BY c.day)
  FROM (SELECT DISTINCT f.day, f.client FROM facts f WHERE f.client IS NOT NULL) c;
  PERFORM report_recount_firsts(
    p_expert, array(SELECT DISTINCT d.day FROM report_client_days d WHERE d.expert_id = p_expert));
END
$$;
--> statement-breakpoint
-- At commit, once per marked day: recompute it (or everything), then forget the mark.
CREATE FUNCTION report_flush() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('slotwise.report_rollups:' || NEW.expert_id, 0));
  IF NEW.day = '-infinity' THEN
    PERFORM report_rebuild(NEW.expert_id);
  ELSE
    PERFORM report_recompute_day(NEW.expert_id, NEW.day);
  END IF;
  DELETE FROM report_dirty r WHERE r.txid = NEW.txid AND r.expert_id = NEW.expert_id AND r.day = NEW.day;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_dirty_flush AFTER INSERT ON report_dirty
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_flush();
--> statement-breakpoint
-- Marking: the local days of the given experts' instants, to recompute at commit.
CREATE FUNCTION report_mark(experts text[], instants timestamptz[]) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO report_dirty (txid, expert_id, day)
  SELECT DISTINCT pg_current_xact_id(), x.expert_id, (x.at AT TIME ZONE u.timezone)::date
  FROM unnest(experts, instants) x(expert_id, at) JOIN users u ON u.id = x.expert_id
  WHERE x.at IS NOT NULL
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- Each table has one marking function for its three statement triggers (a trigger with
-- transition tables answers one event). An update marks only rows whose counted columns
-- changed, on their day before and their day after.
CREATE FUNCTION report_mark_bookings() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark(array_agg(r.expert_id), array_agg(r.created_at)) FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark(array_agg(r.expert_id), array_agg(r.created_at)) FROM old_rows r;
  ELSE
    PERFORM report_mark(array_agg(v.expert_id), array_agg(v.at))
    FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.expert_id, o.created_at), (n.expert_id, n.created_at)) v(expert_id, at)
    WHERE (o.status, o.cancelled_at, o.created_at, o.payment_amount, o.currency, o.client_id, o.client_email,
        o.session_id, o.expert_id)
      IS DISTINCT FROM (n.status, n.cancelled_at, n.created_at, n.payment_amount, n.currency, n.client_id,
        n.client_email, n.session_id, n.expert_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A session counts on the day it starts; when its status changes, its bookings count or stop
-- counting on the days they were made. (Deleting a session deletes its bookings, which mark.)
CREATE FUNCTION report_mark_sessions() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark(array_agg(r.expert_id), array_agg(r.start)) FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark(array_agg(r.expert_id), array_agg(r.start)) FROM old_rows r;
  ELSE
    PERFORM report_mark(array_agg(v.expert_id), array_agg(v.start))
    FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.expert_id, o.start), (n.expert_id, n.start)) v(expert_id, start)
    WHERE (o.status, o.start, o.expert_id) IS DISTINCT FROM (n.status, n.start, n.expert_id);
    PERFORM report_mark(array_agg(b.expert_id), array_agg(b.created_at))
    FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN bookings b ON b.session_id = n.id
    WHERE o.status IS DISTINCT FROM n.status;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_mark_booked_packages() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark(array_agg(g.user_id), array_agg(r.created_at))
    FROM new_rows r JOIN booking_pages g ON g.id = r.page_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark(array_agg(g.user_id), array_agg(r.created_at))
    FROM old_rows r JOIN booking_pages g ON g.id = r.page_id;
  ELSE
    PERFORM report_mark(array_agg(g.user_id), array_agg(v.at))
    FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.page_id, o.created_at), (n.page_id, n.created_at)) v(page_id, at)
      JOIN booking_pages g ON g.id = v.page_id
    WHERE (o.status, o.created_at, o.payment_amount, o.currency, o.client_id, o.client_email, o.payment_plan_id,
        o.page_id)
      IS DISTINCT FROM (n.status, n.created_at, n.payment_amount, n.currency, n.client_id, n.client_email,
        n.payment_plan_id, n.page_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A paid instalment counts on the day it was paid.
CREATE FUNCTION report_mark_installments() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark(array_agg(g.user_id), array_agg(r.paid_at))
    FROM new_rows r JOIN payment_plans pl ON pl.id = r.payment_plan_id JOIN booking_pages g ON g.id = pl.page_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark(array_agg(g.user_id), array_agg(r.paid_at))
    FROM old_rows r JOIN payment_plans pl ON pl.id = r.payment_plan_id JOIN booking_pages g ON g.id = pl.page_id;
  ELSE
    PERFORM report_mark(array_agg(g.user_id), array_agg(v.at))
    FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN payment_plans pl ON pl.id = n.payment_plan_id JOIN booking_pages g ON g.id = pl.page_id,
      LATERAL (VALUES (o.paid_at), (n.paid_at)) v(at)
    WHERE (o.status, o.paid_at, o.amount) IS DISTINCT FROM (n.status, n.paid_at, n.amount);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_mark_clients() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark(array_agg(g.user_id), array_agg(r.created_at))
    FROM new_rows r JOIN booking_pages g ON g.id = r.page_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark(array_agg(g.user_id), array_agg(r.created_at))
    FROM old_rows r JOIN booking_pages g ON g.id = r.page_id;
  ELSE
    PERFORM report_mark(array_agg(g.user_id), array_agg(v.at))
    FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES (o.page_id, o.created_at), (n.page_id, n.created_at)) v(page_id, at)
      JOIN booking_pages g ON g.id = v.page_id
    WHERE (o.created_at, o.page_id) IS DISTINCT FROM (n.created_at, n.page_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A new zone moves every day boundary: rebuild the expert's rollups at commit.
CREATE FUNCTION report_mark_users() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO report_dirty (txid, expert_id, day)
  VALUES (pg_current_xact_id(), NEW.id, '-infinity')
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_mark_users AFTER UPDATE OF timezone ON users
FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION report_mark_users();
--> statement-breakpoint
CREATE TRIGGER report_mark_bookings_insert AFTER INSERT ON bookings
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_bookings();
--> statement-breakpoint
CREATE TRIGGER report_mark_bookings_update AFTER UPDATE ON bookings
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_bookings();
--> statement-breakpoint
CREATE TRIGGER report_mark_bookings_delete AFTER DELETE ON bookings
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_bookings();
--> statement-breakpoint
CREATE TRIGGER report_mark_sessions_insert AFTER INSERT ON sessions
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_sessions();
--> statement-breakpoint
CREATE TRIGGER report_mark_sessions_update AFTER UPDATE ON sessions
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_sessions();
--> statement-breakpoint
CREATE TRIGGER report_mark_sessions_delete AFTER DELETE ON sessions
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_sessions();
--> statement-breakpoint
CREATE TRIGGER report_mark_booked_packages_insert AFTER INSERT ON booked_packages
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_booked_packages();
--> statement-breakpoint
CREATE TRIGGER report_mark_booked_packages_update AFTER UPDATE ON booked_packages
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_booked_packages();
--> statement-breakpoint
CREATE TRIGGER report_mark_booked_packages_delete AFTER DELETE ON booked_packages
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_booked_packages();
--> statement-breakpoint
CREATE TRIGGER report_mark_payment_plan_installments_insert AFTER INSERT ON payment_plan_installments
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_installments();
--> statement-breakpoint
CREATE TRIGGER report_mark_payment_plan_installments_update AFTER UPDATE ON payment_plan_installments
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_installments();
--> statement-breakpoint
CREATE TRIGGER report_mark_payment_plan_installments_delete AFTER DELETE ON payment_plan_installments
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_installments();
--> statement-breakpoint
CREATE TRIGGER report_mark_clients_insert AFTER INSERT ON clients
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_clients();
--> statement-breakpoint
CREATE TRIGGER report_mark_clients_update AFTER UPDATE ON clients
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_clients();
--> statement-breakpoint
CREATE TRIGGER report_mark_clients_delete AFTER DELETE ON clients
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_clients();
--> statement-breakpoint
-- The rollups of what is already there.
SELECT report_rebuild(id) FROM users;
