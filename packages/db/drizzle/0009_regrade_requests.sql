CREATE TABLE "regrade_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"answer_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"marks_before" real NOT NULL,
	"marks_after" real,
	"note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regrade_requests_status_check" CHECK ("regrade_requests"."status" in ('open', 'resolved')),
	CONSTRAINT "regrade_requests_resolution_check" CHECK (("regrade_requests"."status" = 'open') = ("regrade_requests"."resolved_at" is null and "regrade_requests"."marks_after" is null and "regrade_requests"."note" is null))
);
--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "regrade_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "regrade_requests" ADD CONSTRAINT "regrade_requests_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regrade_requests" ADD CONSTRAINT "regrade_requests_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regrade_requests" ADD CONSTRAINT "regrade_requests_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "regrade_requests_answer_key" ON "regrade_requests" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "regrade_requests_open_idx" ON "regrade_requests" USING btree ("institution_id","created_at") WHERE "regrade_requests"."status" = 'open';--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_regrade_window_check" CHECK ("levels"."regrade_window_days" between 0 and 90);