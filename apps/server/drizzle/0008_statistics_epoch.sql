-- Statistics: the sealed figures' epoch (docs/areas/statistics.md "Sealing"). A process keeps the sealed figures it
-- has read in memory while `stat_epoch.n` stays what it was when it read them; every change that un-seals a range
-- (a late or back-dated deposit, a robot moved, registered or removed, a rebuild) adds one. The functions of 0006
-- are replaced by the same ones that also count. Hand-written after drizzle-kit's CREATE TABLE.
CREATE TABLE "stat_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "stat_epoch" ("id", "n") VALUES (1, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stat_apply"(events stat_event[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  target record;
  unsealed bigint := 0;
  deleted bigint;
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
    GET DIAGNOSTICS deleted = ROW_COUNT;
    unsealed := unsealed + deleted;
  END LOOP;
  IF unsealed > 0 THEN
    UPDATE stat_epoch SET n = n + 1;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stat_robots_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.district IS DISTINCT FROM NEW.district) THEN
    PERFORM pg_advisory_xact_lock(7261919);
    DELETE FROM stat_sealed WHERE scope <> 'all' AND scope !~ '^r=[0-9]+$';
    DELETE FROM stat_sealed_spreads WHERE scope <> 'all' AND scope !~ '^r=[0-9]+$';
    UPDATE stat_epoch SET n = n + 1;
  END IF;
  IF TG_OP <> 'UPDATE' OR OLD.installed_at IS DISTINCT FROM NEW.installed_at
     OR OLD.generation IS DISTINCT FROM NEW.generation OR OLD.client_id IS DISTINCT FROM NEW.client_id
     OR OLD.district IS DISTINCT FROM NEW.district THEN
    PERFORM pg_advisory_xact_lock(7261919);
    DELETE FROM stat_sealed_spreads WHERE figure = 'devices';
    UPDATE stat_epoch SET n = n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stat_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7261919);
  PERFORM set_config('work_mem', '256MB', true);
  TRUNCATE stat_robot_day, stat_member_day, stat_sealed, stat_sealed_spreads;
  UPDATE stat_epoch SET n = n + 1;
  INSERT INTO stat_robot_day (day, robot_id, material, deposits, accepted, points)
    SELECT (at AT TIME ZONE 'Asia/Seoul')::date, robot_id, material, count(*), count(*) FILTER (WHERE accepted), sum(points)
    FROM collection_events GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
  INSERT INTO stat_member_day (day, robot_id, member_id, deposits, accepted, points)
    SELECT (at AT TIME ZONE 'Asia/Seoul')::date, robot_id, member_id, count(*), count(*) FILTER (WHERE accepted), sum(points)
    FROM collection_events GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
END
$$;
