CREATE TABLE "second_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"answer_id" uuid NOT NULL,
	"marker_id" uuid,
	"assigned_by" uuid,
	"marks" real,
	"reason" text,
	"marked_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "second_marks" ADD CONSTRAINT "second_marks_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_marks" ADD CONSTRAINT "second_marks_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_marks" ADD CONSTRAINT "second_marks_marker_id_users_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_marks" ADD CONSTRAINT "second_marks_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "second_marks_answer_key" ON "second_marks" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "second_marks_marker_idx" ON "second_marks" USING btree ("marker_id","marked_at");--> statement-breakpoint
CREATE INDEX "second_marks_institution_idx" ON "second_marks" USING btree ("institution_id","created_at");