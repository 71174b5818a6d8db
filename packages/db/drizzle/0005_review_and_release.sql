ALTER TABLE "practice_sessions" DROP CONSTRAINT "practice_sessions_status_check";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "accepted_answers" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "release_policy" text DEFAULT 'confident_at_once' NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "confidence" text;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "review_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "suggested_marks" real;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "second_opinion" jsonb;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "pending" jsonb;--> statement-breakpoint
CREATE INDEX "answers_question_unreleased_idx" ON "answers" USING btree ("question_id") WHERE "answers"."released_at" is null;--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_release_policy_check" CHECK ("levels"."release_policy" in ('confident_at_once', 'after_review'));--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_confidence_check" CHECK ("answers"."confidence" in ('confident', 'needs_review'));--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_status_check" CHECK ("practice_sessions"."status" in ('in_progress', 'submitted', 'evaluating', 'in_review', 'evaluated', 'failed'));--> statement-breakpoint
-- Marks recorded before release existed were all shown to their students: they stay released.
UPDATE "answers" SET "released_at" = coalesce("practice_sessions"."evaluated_at", "answers"."updated_at")
  FROM "practice_sessions"
  WHERE "practice_sessions"."id" = "answers"."session_id" AND "practice_sessions"."status" = 'evaluated';
