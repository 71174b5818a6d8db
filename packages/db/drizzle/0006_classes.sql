CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classes_institution_name_key" ON "classes" USING btree ("institution_id",lower("name"));--> statement-breakpoint
-- Every class students are already in becomes a class of their institution (one per name, whatever its case).
INSERT INTO "classes" ("institution_id", "name")
SELECT DISTINCT ON ("institution_id", lower(btrim("student_class"))) "institution_id", btrim("student_class")
FROM "users"
WHERE "role" = 'STUDENT' AND btrim(coalesce("student_class", '')) <> ''
ORDER BY "institution_id", lower(btrim("student_class")), btrim("student_class");
--> statement-breakpoint
-- Students then carry their class's exact name, so the class filter and renames find them.
UPDATE "users" SET "student_class" = "classes"."name"
FROM "classes"
WHERE "classes"."institution_id" = "users"."institution_id"
  AND lower("classes"."name") = lower(btrim("users"."student_class"))
  AND "users"."role" = 'STUDENT' AND "users"."student_class" IS DISTINCT FROM "classes"."name";
