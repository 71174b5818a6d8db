ALTER TABLE "practice_sessions" ADD COLUMN "latest_of_day" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "practice_sessions_level_day_latest_idx" ON "practice_sessions" USING btree ("level_id","start_time" DESC NULLS LAST,"user_id","status","id","institution_id") WHERE "practice_sessions"."latest_of_day";--> statement-breakpoint
-- Written by hand (drizzle-kit does not model functions or triggers): latest_of_day marks each
-- student's latest attempt at a level on its UTC day (latest start_time, then highest id).
-- refresh_latest_of_day recomputes the flag for the (student, level, day) groups of the given
-- attempts; the triggers below call it after every insert and delete, set-based through
-- transition tables, and after an update that moves an attempt to another group.
CREATE FUNCTION "refresh_latest_of_day"("p_users" uuid[], "p_levels" uuid[], "p_starts" timestamptz[])
RETURNS void LANGUAGE sql AS $$
  WITH "days" AS (
    SELECT DISTINCT "u" AS "user_id", "l" AS "level_id",
           date_trunc('day', "s" AT TIME ZONE 'UTC') AS "day"
    FROM unnest("p_users", "p_levels", "p_starts") AS "changed"("u", "l", "s")
  ), "ranked" AS (
    SELECT "ps"."id",
           row_number() OVER (
             PARTITION BY "ps"."user_id", "ps"."level_id", "days"."day"
             ORDER BY "ps"."start_time" DESC, "ps"."id" DESC
           ) = 1 AS "latest"
    FROM "days"
    JOIN "practice_sessions" "ps"
      ON "ps"."user_id" = "days"."user_id" AND "ps"."level_id" = "days"."level_id"
     AND "ps"."start_time" >= "days"."day" AT TIME ZONE 'UTC'
     AND "ps"."start_time" < ("days"."day" + interval '1 day') AT TIME ZONE 'UTC'
  )
  UPDATE "practice_sessions" "ps" SET "latest_of_day" = "ranked"."latest"
  FROM "ranked"
  WHERE "ps"."id" = "ranked"."id" AND "ps"."latest_of_day" IS DISTINCT FROM "ranked"."latest";
$$;
--> statement-breakpoint
CREATE FUNCTION "practice_sessions_changed_latest_of_day"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_latest_of_day"(array_agg("user_id"), array_agg("level_id"), array_agg("start_time"))
  FROM "changed_sessions";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "practice_sessions_moved_latest_of_day"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_latest_of_day"(
    ARRAY[OLD."user_id", NEW."user_id"],
    ARRAY[OLD."level_id", NEW."level_id"],
    ARRAY[OLD."start_time", NEW."start_time"]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "practice_sessions_inserted_latest_of_day" AFTER INSERT ON "practice_sessions"
REFERENCING NEW TABLE AS "changed_sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "practice_sessions_changed_latest_of_day"();
--> statement-breakpoint
CREATE TRIGGER "practice_sessions_deleted_latest_of_day" AFTER DELETE ON "practice_sessions"
REFERENCING OLD TABLE AS "changed_sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "practice_sessions_changed_latest_of_day"();
--> statement-breakpoint
CREATE TRIGGER "practice_sessions_moved_latest_of_day" AFTER UPDATE OF "start_time", "user_id", "level_id"
ON "practice_sessions" FOR EACH ROW
WHEN (OLD."start_time" IS DISTINCT FROM NEW."start_time" OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
      OR OLD."level_id" IS DISTINCT FROM NEW."level_id")
EXECUTE FUNCTION "practice_sessions_moved_latest_of_day"();
--> statement-breakpoint
-- Existing attempts: every one but the latest of its group is not the latest.
UPDATE "practice_sessions" "ps" SET "latest_of_day" = false
WHERE EXISTS (
  SELECT 1 FROM "practice_sessions" "later"
  WHERE "later"."user_id" = "ps"."user_id" AND "later"."level_id" = "ps"."level_id"
    AND "later"."start_time" < (date_trunc('day', "ps"."start_time" AT TIME ZONE 'UTC') + interval '1 day') AT TIME ZONE 'UTC'
    AND ("later"."start_time", "later"."id") > ("ps"."start_time", "ps"."id")
);
