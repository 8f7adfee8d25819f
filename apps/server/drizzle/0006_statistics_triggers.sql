-- Statistics (docs/areas/statistics.md): the triggers that keep the rollups current and un-seal closed ranges, the
-- rebuild, and the backfill of the deposits already stored. Hand-written (drizzle-kit generate --custom).
--
-- A deposit's day is its Asia/Seoul calendar day. Every change to collection_events (insert, delete, update) is
-- applied to stat_robot_day and stat_member_day in one statement per table (a STATEMENT trigger over the
-- transition table), and deletes the sealed figures of every range holding one of the changed days.
-- Sealers hold the advisory lock 7261919 shared (apps/server/src/areas/statistics/rollups.ts); a change to a day
-- before today (Asia/Seoul: one a range may already be sealed for) takes it exclusively, so it waits for the
-- sealers at work and they wait for it: a range is never sealed from rollups missing a change committed meanwhile.
-- Today's deposits (the live flow) take no lock: no range holding today is ever sealed.
CREATE TYPE "stat_event" AS ("day" date, "robot_id" integer, "member_id" text, "material" text, "accepted" boolean, "points" integer);
--> statement-breakpoint
CREATE FUNCTION "stat_apply"(events stat_event[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  target record;
BEGIN
  IF events IS NULL OR cardinality(events) = 0 THEN
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(events) AS e WHERE e.day < (now() AT TIME ZONE 'Asia/Seoul')::date) THEN
    PERFORM pg_advisory_xact_lock(7261919);
  END IF;
  -- Both rollups alike, by their third key (the material, the member).
  FOR target IN SELECT * FROM (VALUES ('stat_robot_day', 'material'), ('stat_member_day', 'member_id')) AS r (name, key) LOOP
    EXECUTE format($sql$
      INSERT INTO %1$I AS t (day, robot_id, %2$I, deposits, accepted, points)
        SELECT e.day, e.robot_id, e.%2$I, $2 * count(*), $2 * count(*) FILTER (WHERE e.accepted), $2 * sum(e.points)
        FROM unnest($1) AS e
        GROUP BY e.day, e.robot_id, e.%2$I
        ON CONFLICT (day, robot_id, %2$I) DO UPDATE
          SET deposits = t.deposits + excluded.deposits, accepted = t.accepted + excluded.accepted,
              points = t.points + excluded.points$sql$, target.name, target.key) USING events, sign;
    -- A row with no deposit left is no row: a member without deposits is not a user of that day.
    IF sign < 0 THEN
      EXECUTE format($sql$
        DELETE FROM %1$I t USING (SELECT DISTINCT e.day, e.robot_id, e.%2$I AS key FROM unnest($1) AS e) AS e
          WHERE t.day = e.day AND t.robot_id = e.robot_id AND t.%2$I = e.key AND t.deposits = 0$sql$,
        target.name, target.key) USING events;
    END IF;
  END LOOP;
  -- Un-seal: every range (of any scope) holding a changed day is computed again when next asked.
  FOR target IN SELECT * FROM (VALUES ('stat_sealed'), ('stat_sealed_spreads')) AS r (name) LOOP
    EXECUTE format($sql$
      DELETE FROM %1$I s USING (SELECT DISTINCT e.day FROM unnest($1) AS e) AS d
        WHERE s.last_day >= d.day AND s.first_day <= d.day$sql$, target.name) USING events;
  END LOOP;
END
$$;
--> statement-breakpoint
-- The statement's old rows taken out (DELETE, UPDATE), its new rows put in (INSERT, UPDATE).
CREATE FUNCTION "stat_events_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  FOR changed IN SELECT * FROM (VALUES ('old_rows', -1), ('new_rows', 1)) AS c (rows, sign)
      WHERE (c.sign < 0 AND TG_OP <> 'INSERT') OR (c.sign > 0 AND TG_OP <> 'DELETE') LOOP
    EXECUTE format($sql$
      SELECT stat_apply(array(SELECT row((r.at AT TIME ZONE 'Asia/Seoul')::date, r.robot_id, r.member_id, r.material,
                                         r.accepted, r.points)::stat_event FROM %I AS r), $1)$sql$, changed.rows)
      USING changed.sign;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stat_events_insert" AFTER INSERT ON "collection_events" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stat_events_changed();
--> statement-breakpoint
CREATE TRIGGER "stat_events_delete" AFTER DELETE ON "collection_events" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stat_events_changed();
--> statement-breakpoint
CREATE TRIGGER "stat_events_update" AFTER UPDATE ON "collection_events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stat_events_changed();
--> statement-breakpoint
-- A robot moved to another client or district changes what every client and district scope holds (a robot's
-- history follows it); one registered, removed, or with another installation day or generation changes the
-- devices' spreads (every RC 4.0 robot installed by a month's end counts, deposits or none).
CREATE FUNCTION "stat_robots_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.district IS DISTINCT FROM NEW.district) THEN
    PERFORM pg_advisory_xact_lock(7261919);
    DELETE FROM stat_sealed WHERE scope <> 'all' AND scope !~ '^r=[0-9]+$';
    DELETE FROM stat_sealed_spreads WHERE scope <> 'all' AND scope !~ '^r=[0-9]+$';
  END IF;
  IF TG_OP <> 'UPDATE' OR OLD.installed_at IS DISTINCT FROM NEW.installed_at
     OR OLD.generation IS DISTINCT FROM NEW.generation OR OLD.client_id IS DISTINCT FROM NEW.client_id
     OR OLD.district IS DISTINCT FROM NEW.district THEN
    PERFORM pg_advisory_xact_lock(7261919);
    DELETE FROM stat_sealed_spreads WHERE figure = 'devices';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stat_robots_change" AFTER INSERT OR DELETE OR UPDATE OF client_id, district, installed_at, generation
  ON "robots" FOR EACH ROW EXECUTE FUNCTION stat_robots_changed();
--> statement-breakpoint
-- The rollups again from collection_events, and nothing sealed (`npm run stats:rebuild -w @oa/server`).
CREATE FUNCTION "stat_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7261919);
  PERFORM set_config('work_mem', '256MB', true);
  TRUNCATE stat_robot_day, stat_member_day, stat_sealed, stat_sealed_spreads;
  INSERT INTO stat_robot_day (day, robot_id, material, deposits, accepted, points)
    SELECT (at AT TIME ZONE 'Asia/Seoul')::date, robot_id, material, count(*), count(*) FILTER (WHERE accepted), sum(points)
    FROM collection_events GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
  INSERT INTO stat_member_day (day, robot_id, member_id, deposits, accepted, points)
    SELECT (at AT TIME ZONE 'Asia/Seoul')::date, robot_id, member_id, count(*), count(*) FILTER (WHERE accepted), sum(points)
    FROM collection_events GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
END
$$;
--> statement-breakpoint
SELECT stat_rebuild();
