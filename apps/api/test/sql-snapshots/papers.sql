-- The SQL of every method of src/data/papers, one call each (or one per variant whose SQL
-- differs). Written by test/sql-snapshots.test.ts, which fails while this file is out of date;
-- to accept a change, run: UPDATE_SQL_SNAPSHOTS=1 pnpm --filter @markwise/api exec vitest run test/sql-snapshots.test.ts

-- PapersRepository.answerKeysOf
select "question_papers"."id", "levels"."answer_key_release", "levels"."closes_at"
from "levels"
inner join "question_papers" on "question_papers"."id" = "levels"."question_paper_id"
where ("question_papers"."id" in ($1) and ("question_papers"."visibility" = $2 or ("question_papers"."institution_id" = $3 and "question_papers"."visibility" = $4 and not (exists (
          select 1
          from "levels"
          where "levels"."question_paper_id" = "question_papers"."id" ) and not exists (
          select 1
          from "practice_sessions"
          where "practice_sessions"."paper_id" = "question_papers"."id" and "practice_sessions"."user_id" = $5 and "practice_sessions"."status" <> 'in_progress' )))));

-- PapersRepository.delete
delete from "question_papers"
where ("question_papers"."id" = $1 and "question_papers"."institution_id" = $2)
returning "id";

-- PapersRepository.exists
select "id"
from "question_papers"
where ("question_papers"."id" = $1 and "question_papers"."institution_id" = $2);

-- PapersRepository.findById (read)
select "question_papers"."id", "question_papers"."institution_id", "question_papers"."subject_id", "question_papers"."course_id", "question_papers"."title", "question_papers"."student_class", "question_papers"."description", "question_papers"."time_allowed", "question_papers"."year", "question_papers"."qp_code", "question_papers"."max_marks", "question_papers"."language", "question_papers"."pass_percentage", "question_papers"."visibility", "question_papers"."created_at", "question_papers"."updated_at", "subjects"."title"
from "question_papers"
left join "subjects" on "subjects"."id" = "question_papers"."subject_id"
where ("question_papers"."id" = $1 and "question_papers"."institution_id" = $2);

-- PapersRepository.findById (locked)
select "question_papers"."id", "question_papers"."institution_id", "question_papers"."subject_id", "question_papers"."course_id", "question_papers"."title", "question_papers"."student_class", "question_papers"."description", "question_papers"."time_allowed", "question_papers"."year", "question_papers"."qp_code", "question_papers"."max_marks", "question_papers"."language", "question_papers"."pass_percentage", "question_papers"."visibility", "question_papers"."created_at", "question_papers"."updated_at", "subjects"."title"
from "question_papers"
left join "subjects" on "subjects"."id" = "question_papers"."subject_id"
where ("question_papers"."id" = $1 and "question_papers"."institution_id" = $2)
for update of "question_papers";

-- PapersRepository.findPage (admin)
select "question_papers"."id", "question_papers"."institution_id", "question_papers"."subject_id", "question_papers"."course_id", "question_papers"."title", "question_papers"."student_class", "question_papers"."description", "question_papers"."time_allowed", "question_papers"."year", "question_papers"."qp_code", "question_papers"."max_marks", "question_papers"."language", "question_papers"."pass_percentage", "question_papers"."visibility", "question_papers"."created_at", "question_papers"."updated_at", "subjects"."title"
from "question_papers"
left join "subjects" on "subjects"."id" = "question_papers"."subject_id"
where "question_papers"."institution_id" = $1
order by "question_papers"."year" desc, "question_papers"."created_at" desc, "question_papers"."id" asc
limit $2;
select count(*)
from "question_papers"
where "question_papers"."institution_id" = $1;

-- PapersRepository.findPage (admin, every filter)
select "question_papers"."id", "question_papers"."institution_id", "question_papers"."subject_id", "question_papers"."course_id", "question_papers"."title", "question_papers"."student_class", "question_papers"."description", "question_papers"."time_allowed", "question_papers"."year", "question_papers"."qp_code", "question_papers"."max_marks", "question_papers"."language", "question_papers"."pass_percentage", "question_papers"."visibility", "question_papers"."created_at", "question_papers"."updated_at", "subjects"."title"
from "question_papers"
left join "subjects" on "subjects"."id" = "question_papers"."subject_id"
where ("question_papers"."institution_id" = $1 and "question_papers"."subject_id" = $2 and "question_papers"."course_id" = $3 and "question_papers"."year" = $4 and ("question_papers"."title" ilike $5 or "question_papers"."qp_code" ilike $6))
order by "question_papers"."year" desc, "question_papers"."created_at" desc, "question_papers"."id" asc
limit $7;
select count(*)
from "question_papers"
where ("question_papers"."institution_id" = $1 and "question_papers"."subject_id" = $2 and "question_papers"."course_id" = $3 and "question_papers"."year" = $4 and ("question_papers"."title" ilike $5 or "question_papers"."qp_code" ilike $6));

-- PapersRepository.findPage (student)
select "question_papers"."id", "question_papers"."institution_id", "question_papers"."subject_id", "question_papers"."course_id", "question_papers"."title", "question_papers"."student_class", "question_papers"."description", "question_papers"."time_allowed", "question_papers"."year", "question_papers"."qp_code", "question_papers"."max_marks", "question_papers"."language", "question_papers"."pass_percentage", "question_papers"."visibility", "question_papers"."created_at", "question_papers"."updated_at", "subjects"."title"
from "question_papers"
left join "subjects" on "subjects"."id" = "question_papers"."subject_id"
where ("question_papers"."visibility" = $1 or ("question_papers"."institution_id" = $2 and "question_papers"."visibility" = $3 and not (exists (
        select 1
        from "levels"
        where "levels"."question_paper_id" = "question_papers"."id" ) and not exists (
        select 1
        from "practice_sessions"
        where "practice_sessions"."paper_id" = "question_papers"."id" and "practice_sessions"."user_id" = $4 and "practice_sessions"."status" <> 'in_progress' ))))
order by "question_papers"."year" desc, "question_papers"."created_at" desc, "question_papers"."id" asc
limit $5;
select count(*)
from "question_papers"
where ("question_papers"."visibility" = $1 or ("question_papers"."institution_id" = $2 and "question_papers"."visibility" = $3 and not (exists (
        select 1
        from "levels"
        where "levels"."question_paper_id" = "question_papers"."id" ) and not exists (
        select 1
        from "practice_sessions"
        where "practice_sessions"."paper_id" = "question_papers"."id" and "practice_sessions"."user_id" = $4 and "practice_sessions"."status" <> 'in_progress' ))));

-- PapersRepository.findPage (public)
select "question_papers"."id", "question_papers"."institution_id", "question_papers"."subject_id", "question_papers"."course_id", "question_papers"."title", "question_papers"."student_class", "question_papers"."description", "question_papers"."time_allowed", "question_papers"."year", "question_papers"."qp_code", "question_papers"."max_marks", "question_papers"."language", "question_papers"."pass_percentage", "question_papers"."visibility", "question_papers"."created_at", "question_papers"."updated_at", "subjects"."title"
from "question_papers"
left join "subjects" on "subjects"."id" = "question_papers"."subject_id"
where "question_papers"."visibility" = $1
order by "question_papers"."year" desc, "question_papers"."created_at" desc, "question_papers"."id" asc
limit $2;
select count(*)
from "question_papers"
where "question_papers"."visibility" = $1;

-- PapersRepository.findVisible (admin)
select "question_papers"."id", "question_papers"."institution_id", "question_papers"."subject_id", "question_papers"."course_id", "question_papers"."title", "question_papers"."student_class", "question_papers"."description", "question_papers"."time_allowed", "question_papers"."year", "question_papers"."qp_code", "question_papers"."max_marks", "question_papers"."language", "question_papers"."pass_percentage", "question_papers"."visibility", "question_papers"."created_at", "question_papers"."updated_at", "subjects"."title"
from "question_papers"
left join "subjects" on "subjects"."id" = "question_papers"."subject_id"
where ("question_papers"."id" = $1 and "question_papers"."institution_id" = $2);

-- PapersRepository.findVisible (student)
select "question_papers"."id", "question_papers"."institution_id", "question_papers"."subject_id", "question_papers"."course_id", "question_papers"."title", "question_papers"."student_class", "question_papers"."description", "question_papers"."time_allowed", "question_papers"."year", "question_papers"."qp_code", "question_papers"."max_marks", "question_papers"."language", "question_papers"."pass_percentage", "question_papers"."visibility", "question_papers"."created_at", "question_papers"."updated_at", "subjects"."title"
from "question_papers"
left join "subjects" on "subjects"."id" = "question_papers"."subject_id"
where ("question_papers"."id" = $1 and ("question_papers"."visibility" = $2 or ("question_papers"."institution_id" = $3 and "question_papers"."visibility" = $4 and not (exists (
          select 1
          from "levels"
          where "levels"."question_paper_id" = "question_papers"."id" ) and not exists (
          select 1
          from "practice_sessions"
          where "practice_sessions"."paper_id" = "question_papers"."id" and "practice_sessions"."user_id" = $5 and "practice_sessions"."status" <> 'in_progress' )))));

-- PapersRepository.guidesOf (paper)
select "id", "number", "text", "marks", "model_answer", "rubric"
from "questions"
where ("questions"."paper_id" = $1 and "questions"."paper_id" in (select "id"
    from "question_papers"
    where "question_papers"."institution_id" = $2))
order by "questions"."number" asc;

-- PapersRepository.guidesOf (questions)
select "id", "number", "text", "marks", "model_answer", "rubric"
from "questions"
where ("questions"."id" in ($1) and "questions"."paper_id" in (select "id"
    from "question_papers"
    where "question_papers"."institution_id" = $2))
order by "questions"."number" asc;

-- PapersRepository.headerOf
select "title", "qp_code", "time_allowed", "max_marks", "language"
from "question_papers"
where ("question_papers"."id" = $1 and "question_papers"."institution_id" = $2);

-- PapersRepository.insert
insert into "question_papers" ("id", "institution_id", "subject_id", "course_id", "title", "student_class", "description", "time_allowed", "year", "qp_code", "max_marks", "language", "pass_percentage", "visibility", "created_at", "updated_at")
values (default, $1, default, default, $2, default, default, $3, $4, $5, $6, default, default, default, default, default)
returning "id";

-- PapersRepository.lockQuestions
select "id", "text", "marks"
from "questions"
where ("questions"."id" = $1 and "questions"."paper_id" in (select "id"
    from "question_papers"
    where "question_papers"."institution_id" = $2))
for no key update;

-- PapersRepository.lockRubric
select "id", "number", "marks", "rubric"
from "questions"
where ("questions"."id" = $1 and "questions"."paper_id" in (select "id"
    from "question_papers"
    where "question_papers"."institution_id" = $2))
for no key update;

-- PapersRepository.questionsOf
select "questions"."id", "questions"."paper_id", "questions"."number", "questions"."text", "questions"."marks", "questions"."model_answer", "questions"."rubric", "questions"."accepted_answers", "questions"."language"
from "questions"
inner join "question_papers" on "question_papers"."id" = "questions"."paper_id"
where ("questions"."paper_id" in ($1, $2) and "question_papers"."institution_id" = $3)
order by "questions"."paper_id" asc, "questions"."number" asc;

-- PapersRepository.replaceQuestions
delete from "questions"
where ("questions"."paper_id" = $1 and "questions"."paper_id" in (select "id"
    from "question_papers"
    where "question_papers"."institution_id" = $2));
insert into "questions" ("id", "paper_id", "number", "text", "marks", "model_answer", "rubric", "accepted_answers", "language")
values (default, $1, $2, $3, $4, default, default, default, default), (default, $5, $6, $7, $8, default, default, default, default);

-- PapersRepository.setRubric
update "questions"
set "rubric" = $1
where ("questions"."id" = $2 and "questions"."paper_id" in (select "id"
    from "question_papers"
    where "question_papers"."institution_id" = $3));

-- PapersRepository.sheetOf
select "id", "number", "text", "marks", "language"
from "questions"
where ("questions"."paper_id" = $1 and "questions"."paper_id" in (select "id"
    from "question_papers"
    where "question_papers"."institution_id" = $2))
order by "questions"."number" asc;

-- PapersRepository.sittingOf
select "title", "qp_code", "time_allowed", "max_marks", "language"
from "question_papers"
where ("question_papers"."id" = $1 and "question_papers"."institution_id" = $2);
select "id", "number", "text", "marks", "language"
from "questions"
where ("questions"."paper_id" = $1 and "questions"."paper_id" in (select "id"
    from "question_papers"
    where "question_papers"."institution_id" = $2))
order by "questions"."number" asc;

-- PapersRepository.sumQuestionMarks
select coalesce(sum("marks"), 0)
from "questions"
where ("questions"."paper_id" = $1 and "questions"."paper_id" in (select "id"
    from "question_papers"
    where "question_papers"."institution_id" = $2));

-- PapersRepository.update
update "question_papers"
set "title" = $1, "updated_at" = $2
where ("question_papers"."id" = $3 and "question_papers"."institution_id" = $4);
