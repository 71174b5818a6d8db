ALTER TABLE "question_papers" DROP CONSTRAINT "question_papers_pass_percentage_check";--> statement-breakpoint
ALTER TABLE "question_papers" ALTER COLUMN "pass_percentage" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "question_papers" ALTER COLUMN "pass_percentage" DROP NOT NULL;--> statement-breakpoint
-- 40 was the column default, never applied by live marking (which used 60): papers that kept it
-- now follow the one pass rule's default, so recorded results and the paper screen agree.
UPDATE "question_papers" SET "pass_percentage" = NULL WHERE "pass_percentage" = 40;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "question_papers" ADD COLUMN "visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "attempts_allowed" integer DEFAULT 1;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "answer_key_release" text DEFAULT 'never' NOT NULL;--> statement-breakpoint
ALTER TABLE "question_papers" ADD CONSTRAINT "question_papers_visibility_check" CHECK ("question_papers"."visibility" in ('private', 'institution', 'public'));--> statement-breakpoint
ALTER TABLE "question_papers" ADD CONSTRAINT "question_papers_pass_percentage_check" CHECK ("question_papers"."pass_percentage" is null or "question_papers"."pass_percentage" between 0 and 100);--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_answer_key_release_check" CHECK ("levels"."answer_key_release" in ('never', 'after_close', 'now'));--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_attempts_allowed_check" CHECK ("levels"."attempts_allowed" is null or "levels"."attempts_allowed" > 0);--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_window_check" CHECK ("levels"."opens_at" is null or "levels"."closes_at" is null or "levels"."opens_at" < "levels"."closes_at");