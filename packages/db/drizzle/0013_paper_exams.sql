CREATE TABLE "answer_booklets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"level_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"print_id" uuid NOT NULL,
	"student_id" uuid,
	"paper_size" text NOT NULL,
	"page_count" integer NOT NULL,
	"printed_by" uuid,
	"session_id" uuid,
	"mark_incomplete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_booklets_paper_size_check" CHECK ("answer_booklets"."paper_size" in ('A4', 'Letter')),
	CONSTRAINT "answer_booklets_page_count_check" CHECK ("answer_booklets"."page_count" between 2 and 100)
);
--> statement-breakpoint
CREATE TABLE "scan_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"level_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_keys" text[] NOT NULL,
	"file_names" text[] NOT NULL,
	"pages_total" integer,
	"pages_read" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "scan_batches_status_check" CHECK ("scan_batches"."status" in ('queued', 'reading', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "scan_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"file_index" integer NOT NULL,
	"page_index" integer NOT NULL,
	"image_key" text NOT NULL,
	"booklet_id" uuid,
	"page_number" integer,
	"status" text NOT NULL,
	"quality" jsonb NOT NULL,
	"answer_area" jsonb,
	"rotation" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scan_pages_status_check" CHECK ("scan_pages"."status" in ('matched', 'unmatched', 'forged', 'other_exam', 'duplicate', 'discarded'))
);
--> statement-breakpoint
ALTER TABLE "answer_booklets" ADD CONSTRAINT "answer_booklets_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_booklets" ADD CONSTRAINT "answer_booklets_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_booklets" ADD CONSTRAINT "answer_booklets_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_booklets" ADD CONSTRAINT "answer_booklets_printed_by_users_id_fk" FOREIGN KEY ("printed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_booklets" ADD CONSTRAINT "answer_booklets_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_batches" ADD CONSTRAINT "scan_batches_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_batches" ADD CONSTRAINT "scan_batches_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_batches" ADD CONSTRAINT "scan_batches_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_pages" ADD CONSTRAINT "scan_pages_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_pages" ADD CONSTRAINT "scan_pages_batch_id_scan_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."scan_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_pages" ADD CONSTRAINT "scan_pages_booklet_id_answer_booklets_id_fk" FOREIGN KEY ("booklet_id") REFERENCES "public"."answer_booklets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_booklets_number_key" ON "answer_booklets" USING btree ("institution_id","number");--> statement-breakpoint
CREATE INDEX "answer_booklets_level_idx" ON "answer_booklets" USING btree ("level_id","number");--> statement-breakpoint
CREATE INDEX "answer_booklets_print_idx" ON "answer_booklets" USING btree ("print_id");--> statement-breakpoint
CREATE INDEX "answer_booklets_student_idx" ON "answer_booklets" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "scan_batches_level_idx" ON "scan_batches" USING btree ("level_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_pages_batch_position_key" ON "scan_pages" USING btree ("batch_id","file_index","page_index");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_pages_booklet_page_key" ON "scan_pages" USING btree ("booklet_id","page_number") WHERE "scan_pages"."status" = 'matched';--> statement-breakpoint
CREATE INDEX "scan_pages_booklet_idx" ON "scan_pages" USING btree ("booklet_id");