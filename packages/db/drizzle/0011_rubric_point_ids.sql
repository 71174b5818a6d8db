ALTER TABLE "answers" ADD COLUMN "rubric_point_ids" text[];--> statement-breakpoint
-- Every rubric point gets the id answers marked with it refer to.
UPDATE "questions" SET "rubric" = (
	SELECT jsonb_agg(point || jsonb_build_object('id', gen_random_uuid()::text) ORDER BY ordinality)
	FROM jsonb_array_elements("rubric") WITH ORDINALITY AS points(point, ordinality)
) WHERE "rubric" IS NOT NULL AND jsonb_typeof("rubric") = 'array' AND jsonb_array_length("rubric") > 0;
