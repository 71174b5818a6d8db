-- The SQL of every method of src/data/catalogue, one call each (or one per variant whose SQL
-- differs). Written by test/sql-snapshots.test.ts, which fails while this file is out of date;
-- to accept a change, run: UPDATE_SQL_SNAPSHOTS=1 pnpm --filter @markwise/api exec vitest run test/sql-snapshots.test.ts

-- CoursesRepository.delete
delete from "courses"
where ("courses"."id" = $1 and "courses"."institution_id" = $2);

-- CoursesRepository.enrollmentsOf
select "enrollments"."course_id", "courses"."title", "enrollments"."enrolled_at"
from "enrollments"
inner join "courses" on "courses"."id" = "enrollments"."course_id"
where ("enrollments"."user_id" = $1 and "courses"."institution_id" = $2)
order by "enrollments"."enrolled_at" asc, "enrollments"."id" asc;

-- CoursesRepository.eraseEnrollmentsOf
delete from "enrollments"
where ("enrollments"."user_id" = $1 and "enrollments"."course_id" in ((select "id"
      from "courses"
      where "courses"."institution_id" = $2)))
returning "id";

-- CoursesRepository.exists
select "id"
from "courses"
where ("courses"."id" = $1 and "courses"."institution_id" = $2);

-- CoursesRepository.findById
select "courses"."id", "courses"."institution_id", "courses"."title", "courses"."description", "courses"."image_urls", "courses"."availability_status", "courses"."is_premium", "courses"."board", "courses"."difficulty_level", "courses"."created_at", "courses"."updated_at", coalesce("enrolled_total", 0), coalesce("subjects_total", 0)
from "courses"
left join (select "enrollments"."course_id", count(*) as "enrolled_total"
  from "enrollments"
  inner join "courses" on "courses"."id" = "enrollments"."course_id"
  where "courses"."institution_id" = $1
  group by "enrollments"."course_id") "enrolled" on "enrolled"."course_id" = "courses"."id"
left join (select "course_id", count(*) as "subjects_total"
  from "subjects"
  where "subjects"."institution_id" = $2
  group by "subjects"."course_id") "subject_totals" on "subject_totals"."course_id" = "courses"."id"
where ("courses"."institution_id" = $3 and "courses"."id" = $4)
order by "courses"."created_at" desc, "courses"."id" desc;

-- CoursesRepository.insert
insert into "courses" ("id", "institution_id", "title", "description", "image_urls", "availability_status", "is_premium", "board", "difficulty_level", "created_at", "updated_at")
values (default, $1, $2, $3, $4, default, default, default, default, default, default)
returning "id";

-- CoursesRepository.list
select "courses"."id", "courses"."institution_id", "courses"."title", "courses"."description", "courses"."image_urls", "courses"."availability_status", "courses"."is_premium", "courses"."board", "courses"."difficulty_level", "courses"."created_at", "courses"."updated_at", coalesce("enrolled_total", 0), coalesce("subjects_total", 0)
from "courses"
left join (select "enrollments"."course_id", count(*) as "enrolled_total"
  from "enrollments"
  inner join "courses" on "courses"."id" = "enrollments"."course_id"
  where "courses"."institution_id" = $1
  group by "enrollments"."course_id") "enrolled" on "enrolled"."course_id" = "courses"."id"
left join (select "course_id", count(*) as "subjects_total"
  from "subjects"
  where "subjects"."institution_id" = $2
  group by "subjects"."course_id") "subject_totals" on "subject_totals"."course_id" = "courses"."id"
where "courses"."institution_id" = $3
order by "courses"."created_at" desc, "courses"."id" desc;

-- CoursesRepository.update
update "courses"
set "title" = $1, "updated_at" = $2
where ("courses"."id" = $3 and "courses"."institution_id" = $4)
returning "id";

-- SubjectsRepository.delete
delete from "subjects"
where ("subjects"."id" = $1 and "subjects"."institution_id" = $2);

-- SubjectsRepository.findById
select "subjects"."id", "subjects"."course_id", "subjects"."institution_id", "subjects"."title", "subjects"."description", "subjects"."is_active", "subjects"."created_at", "subjects"."updated_at", coalesce("topic_total", 0)
from "subjects"
left join (select "journeys"."subject_id", count(*) as "topic_total"
  from "levels"
  inner join "journeys" on "journeys"."id" = "levels"."journey_id"
  where ("journeys"."institution_id" = $1 and "levels"."type" = $2)
  group by "journeys"."subject_id") "topics" on "topics"."subject_id" = "subjects"."id"
where ("subjects"."institution_id" = $3 and "subjects"."id" = $4)
order by "subjects"."created_at" asc, "subjects"."id" asc;

-- SubjectsRepository.findRef
select "id", "course_id"
from "subjects"
where ("subjects"."id" = $1 and "subjects"."institution_id" = $2);

-- SubjectsRepository.insert
insert into "subjects" ("id", "course_id", "institution_id", "title", "description", "is_active", "created_at", "updated_at")
values (default, $1, $2, $3, default, default, default, default)
returning "id";

-- SubjectsRepository.listByCourse
select "subjects"."id", "subjects"."course_id", "subjects"."institution_id", "subjects"."title", "subjects"."description", "subjects"."is_active", "subjects"."created_at", "subjects"."updated_at", coalesce("topic_total", 0)
from "subjects"
left join (select "journeys"."subject_id", count(*) as "topic_total"
  from "levels"
  inner join "journeys" on "journeys"."id" = "levels"."journey_id"
  where ("journeys"."institution_id" = $1 and "levels"."type" = $2)
  group by "journeys"."subject_id") "topics" on "topics"."subject_id" = "subjects"."id"
where ("subjects"."institution_id" = $3 and "subjects"."course_id" = $4)
order by "subjects"."created_at" asc, "subjects"."id" asc;

-- SubjectsRepository.update
update "subjects"
set "title" = $1, "updated_at" = $2
where ("subjects"."id" = $3 and "subjects"."institution_id" = $4);

-- JourneysRepository.delete
delete from "journeys"
where ("journeys"."id" = $1 and "journeys"."institution_id" = $2);

-- JourneysRepository.findById (read)
select "id", "subject_id", "institution_id", "title", "created_at"
from "journeys"
where ("journeys"."id" = $1 and "journeys"."institution_id" = $2);

-- JourneysRepository.findById (locked)
select "id", "subject_id", "institution_id", "title", "created_at"
from "journeys"
where ("journeys"."id" = $1 and "journeys"."institution_id" = $2)
for update;

-- JourneysRepository.findWithLevels
select "id", "subject_id", "institution_id", "title", "created_at"
from "journeys"
where ("journeys"."id" = $1 and "journeys"."institution_id" = $2);
select "id", "journey_id", "title", "sort_order", "type", "xp_required_to_unlock", "xp_reward", "pass_percentage", "attempts_allowed", "opens_at", "closes_at", "answer_key_release", "release_policy", "question_paper_id", "regrade_window_days", "viva_enabled", "created_at"
from "levels"
where "levels"."journey_id" in ($1)
order by "levels"."sort_order" asc;

-- JourneysRepository.insert
insert into "journeys" ("id", "subject_id", "institution_id", "title", "created_at")
values (default, $1, $2, $3, default)
returning "id";

-- JourneysRepository.listBySubject
select "id", "subject_id", "institution_id", "title", "created_at"
from "journeys"
where ("journeys"."subject_id" = $1 and "journeys"."institution_id" = $2)
order by "journeys"."created_at" asc, "journeys"."id" asc;
select "id", "journey_id", "title", "sort_order", "type", "xp_required_to_unlock", "xp_reward", "pass_percentage", "attempts_allowed", "opens_at", "closes_at", "answer_key_release", "release_policy", "question_paper_id", "regrade_window_days", "viva_enabled", "created_at"
from "levels"
where "levels"."journey_id" in ($1)
order by "levels"."sort_order" asc;

-- JourneysRepository.update
update "journeys"
set "title" = $1
where ("journeys"."id" = $2 and "journeys"."institution_id" = $3);

-- LevelsRepository.anyOnPaper
select "id"
from "levels"
where ("levels"."question_paper_id" = $1 and "levels"."journey_id" in (select "id"
    from "journeys"
    where "journeys"."institution_id" = $2))
limit $3;

-- LevelsRepository.append
select "journeys"."id", max("levels"."sort_order")
from "journeys"
left join "levels" on "levels"."journey_id" = "journeys"."id"
where ("journeys"."id" = $1 and "journeys"."institution_id" = $2)
group by "journeys"."id";
insert into "levels" ("id", "journey_id", "title", "sort_order", "type", "xp_required_to_unlock", "xp_reward", "pass_percentage", "attempts_allowed", "opens_at", "closes_at", "answer_key_release", "release_policy", "question_paper_id", "regrade_window_days", "viva_enabled", "created_at")
values (default, $1, $2, $3, $4, $5, $6, default, default, default, default, default, default, $7, default, default, default)
returning "id";

-- LevelsRepository.delete
delete from "levels"
where ("levels"."id" = $1 and "levels"."journey_id" in (select "id"
    from "journeys"
    where "journeys"."institution_id" = $2));

-- LevelsRepository.findById
select "levels"."id", "levels"."journey_id", "levels"."title", "levels"."sort_order", "levels"."type", "levels"."xp_required_to_unlock", "levels"."xp_reward", "levels"."pass_percentage", "levels"."attempts_allowed", "levels"."opens_at", "levels"."closes_at", "levels"."answer_key_release", "levels"."release_policy", "levels"."question_paper_id", "levels"."regrade_window_days", "levels"."viva_enabled", "levels"."created_at"
from "levels"
inner join "journeys" on "journeys"."id" = "levels"."journey_id"
where ("levels"."id" = $1 and "journeys"."institution_id" = $2);

-- LevelsRepository.findReportHeader
select "levels"."id", "levels"."title", "subjects"."course_id", "subjects"."id", "question_papers"."title", "question_papers"."qp_code"
from "levels"
inner join "journeys" on "journeys"."id" = "levels"."journey_id"
inner join "subjects" on "subjects"."id" = "journeys"."subject_id"
left join "question_papers" on "question_papers"."id" = "levels"."question_paper_id"
where ("levels"."id" = $1 and "subjects"."institution_id" = $2)
limit $3;

-- LevelsRepository.findSittable
select "levels"."id", "levels"."xp_required_to_unlock", "levels"."attempts_allowed", "levels"."opens_at", "levels"."closes_at", "levels"."viva_enabled", "question_papers"."id", "question_papers"."time_allowed", "question_papers"."max_marks"
from "levels"
inner join "journeys" on "journeys"."id" = "levels"."journey_id"
inner join "subjects" on "subjects"."id" = "journeys"."subject_id"
inner join "question_papers" on "question_papers"."id" = "levels"."question_paper_id"
where ("levels"."id" = $1 and ("journeys"."institution_id" = $2 and "levels"."type" = $3 and "levels"."question_paper_id" is not null and "subjects"."is_active" = $4));

-- LevelsRepository.findWithPaperPass
select "levels"."id", "levels"."journey_id", "levels"."title", "levels"."sort_order", "levels"."type", "levels"."xp_required_to_unlock", "levels"."xp_reward", "levels"."pass_percentage", "levels"."attempts_allowed", "levels"."opens_at", "levels"."closes_at", "levels"."answer_key_release", "levels"."release_policy", "levels"."question_paper_id", "levels"."regrade_window_days", "levels"."viva_enabled", "levels"."created_at", "question_papers"."pass_percentage"
from "levels"
inner join "journeys" on "journeys"."id" = "levels"."journey_id"
left join "question_papers" on "question_papers"."id" = "levels"."question_paper_id"
where ("levels"."id" = $1 and "journeys"."institution_id" = $2);

-- LevelsRepository.idsOf
select "id"
from "levels"
where ("levels"."journey_id" = $1 and "levels"."journey_id" in (select "id"
    from "journeys"
    where "journeys"."institution_id" = $2))
order by "levels"."sort_order" asc;

-- LevelsRepository.listSittable
select "levels"."id", "levels"."title", "levels"."sort_order", "levels"."xp_required_to_unlock", "levels"."attempts_allowed", "levels"."opens_at", "levels"."closes_at", "levels"."viva_enabled", "journeys"."id", "journeys"."title", "subjects"."title", "courses"."title", "question_papers"."id", "question_papers"."title", "question_papers"."qp_code", "question_papers"."time_allowed", "question_papers"."max_marks", "total"
from "levels"
inner join "journeys" on "journeys"."id" = "levels"."journey_id"
inner join "subjects" on "subjects"."id" = "journeys"."subject_id"
inner join "courses" on "courses"."id" = "subjects"."course_id"
inner join "question_papers" on "question_papers"."id" = "levels"."question_paper_id"
left join (select "paper_id", count(*) as "total"
  from "questions"
  group by "questions"."paper_id") "question_counts" on "question_counts"."paper_id" = "question_papers"."id"
where ("journeys"."institution_id" = $1 and "levels"."type" = $2 and "levels"."question_paper_id" is not null and "subjects"."is_active" = $3)
order by "courses"."title" asc, "subjects"."title" asc, "journeys"."title" asc, "levels"."sort_order" asc, "levels"."id" asc;

-- LevelsRepository.renumber
update "levels"
set "sort_order" = case when "levels"."id" = $1 then $2::integer end
where ("levels"."journey_id" = $3 and "levels"."journey_id" in (select "id"
    from "journeys"
    where "journeys"."institution_id" = $4));
update "levels"
set "sort_order" = -"levels"."sort_order"
where ("levels"."journey_id" = $1 and "levels"."journey_id" in (select "id"
    from "journeys"
    where "journeys"."institution_id" = $2));

-- LevelsRepository.setExamRules
update "levels"
set "pass_percentage" = $1, "attempts_allowed" = $2, "opens_at" = $3, "closes_at" = $4, "answer_key_release" = $5, "release_policy" = $6
where ("levels"."id" = $7 and "levels"."journey_id" in (select "id"
    from "journeys"
    where "journeys"."institution_id" = $8));

-- LevelsRepository.setViva
update "levels"
set "viva_enabled" = $1
where ("levels"."id" = $2 and "levels"."journey_id" in (select "id"
    from "journeys"
    where "journeys"."institution_id" = $3))
returning "id";

-- LevelsRepository.update
update "levels"
set "title" = $1
where ("levels"."id" = $2 and "levels"."journey_id" in (select "id"
    from "journeys"
    where "journeys"."institution_id" = $3));
