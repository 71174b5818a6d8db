CREATE TABLE "viva_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"level_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"question_ids" uuid[] NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viva_sessions_mode_check" CHECK ("viva_sessions"."mode" in ('offline', 'model'))
);
--> statement-breakpoint
CREATE TABLE "viva_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"viva_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"topic" integer NOT NULL,
	"question_id" uuid,
	"question" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answer" text,
	"way" text,
	"answered_at" timestamp with time zone,
	"score" integer,
	"feedback" text,
	CONSTRAINT "viva_turns_kind_check" CHECK ("viva_turns"."kind" in ('question', 'follow_up')),
	CONSTRAINT "viva_turns_way_check" CHECK ("viva_turns"."way" is null or "viva_turns"."way" in ('typed', 'recorded', 'browser_speech')),
	CONSTRAINT "viva_turns_score_check" CHECK ("viva_turns"."score" is null or "viva_turns"."score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "browser_speech" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "viva_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "viva_sessions" ADD CONSTRAINT "viva_sessions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viva_sessions" ADD CONSTRAINT "viva_sessions_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viva_sessions" ADD CONSTRAINT "viva_sessions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viva_turns" ADD CONSTRAINT "viva_turns_viva_id_viva_sessions_id_fk" FOREIGN KEY ("viva_id") REFERENCES "public"."viva_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viva_turns" ADD CONSTRAINT "viva_turns_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viva_sessions_level_idx" ON "viva_sessions" USING btree ("level_id","created_at");--> statement-breakpoint
CREATE INDEX "viva_sessions_student_idx" ON "viva_sessions" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "viva_turns_position_key" ON "viva_turns" USING btree ("viva_id","position");--> statement-breakpoint
CREATE INDEX "viva_turns_question_idx" ON "viva_turns" USING btree ("question_id");