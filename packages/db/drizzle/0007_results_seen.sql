ALTER TABLE "practice_sessions" ADD COLUMN "results_seen_at" timestamp with time zone;--> statement-breakpoint
-- Results released before this column existed are not news: count them as seen when evaluated.
UPDATE "practice_sessions" SET "results_seen_at" = "evaluated_at" WHERE "status" = 'evaluated';
