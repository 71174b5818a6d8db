ALTER TABLE "levels" ADD COLUMN "pass_percentage" integer;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "evaluator_model" text;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "evaluator_marks_awarded" real;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "overridden_by" uuid;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "overridden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "evaluation_runs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_overridden_by_users_id_fk" FOREIGN KEY ("overridden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_pass_percentage_check" CHECK ("levels"."pass_percentage" is null or "levels"."pass_percentage" between 0 and 100);