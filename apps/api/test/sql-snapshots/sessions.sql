-- The SQL of every method of src/data/sessions, one call each (or one per variant whose SQL
-- differs). Written by test/sql-snapshots.test.ts, which fails while this file is out of date;
-- to accept a change, run: UPDATE_SQL_SNAPSHOTS=1 pnpm --filter @markwise/api exec vitest run test/sql-snapshots.test.ts

-- AttemptsRepository.anyOn (level)
select "id"
from "practice_sessions"
where ("practice_sessions"."institution_id" = $1 and "practice_sessions"."level_id" = $2)
limit $3;

-- AttemptsRepository.anyOn (paper)
select "id"
from "practice_sessions"
where ("practice_sessions"."institution_id" = $1 and "practice_sessions"."paper_id" = $2)
limit $3;

-- AttemptsRepository.anyOn (journey)
select "practice_sessions"."id"
from "practice_sessions"
inner join "levels" on "levels"."id" = "practice_sessions"."level_id"
where ("practice_sessions"."institution_id" = $1 and "levels"."journey_id" = $2)
limit $3;

-- AttemptsRepository.anyOn (subject)
select "practice_sessions"."id"
from "practice_sessions"
inner join "levels" on "levels"."id" = "practice_sessions"."level_id"
inner join "journeys" on "journeys"."id" = "levels"."journey_id"
where ("practice_sessions"."institution_id" = $1 and "journeys"."subject_id" = $2)
limit $3;

-- AttemptsRepository.anyOn (course)
select "practice_sessions"."id"
from "practice_sessions"
inner join "levels" on "levels"."id" = "practice_sessions"."level_id"
inner join "journeys" on "journeys"."id" = "levels"."journey_id"
inner join "subjects" on "subjects"."id" = "journeys"."subject_id"
where ("practice_sessions"."institution_id" = $1 and "subjects"."course_id" = $2)
limit $3;

-- AttemptsRepository.findSession (admin)
select "practice_sessions"."id", "practice_sessions"."institution_id", "practice_sessions"."user_id", "practice_sessions"."level_id", "practice_sessions"."paper_id", "practice_sessions"."status", "practice_sessions"."attempt_number", "practice_sessions"."start_time", "practice_sessions"."deadline_at", "practice_sessions"."submitted_at", "practice_sessions"."evaluation_runs", "practice_sessions"."marks_allocated", "levels"."pass_percentage", "question_papers"."pass_percentage", "levels"."release_policy", "levels"."regrade_window_days"
from "practice_sessions"
inner join "levels" on "levels"."id" = "practice_sessions"."level_id"
inner join "question_papers" on "question_papers"."id" = "practice_sessions"."paper_id"
where ("practice_sessions"."id" = $1 and "practice_sessions"."institution_id" = $2);

-- AttemptsRepository.findSession (student)
select "practice_sessions"."id", "practice_sessions"."institution_id", "practice_sessions"."user_id", "practice_sessions"."level_id", "practice_sessions"."paper_id", "practice_sessions"."status", "practice_sessions"."attempt_number", "practice_sessions"."start_time", "practice_sessions"."deadline_at", "practice_sessions"."submitted_at", "practice_sessions"."evaluation_runs", "practice_sessions"."marks_allocated", "levels"."pass_percentage", "question_papers"."pass_percentage", "levels"."release_policy", "levels"."regrade_window_days"
from "practice_sessions"
inner join "levels" on "levels"."id" = "practice_sessions"."level_id"
inner join "question_papers" on "question_papers"."id" = "practice_sessions"."paper_id"
where ("practice_sessions"."id" = $1 and ("practice_sessions"."institution_id" = $2 and "practice_sessions"."user_id" = $3));

-- AttemptsRepository.findSession (system, locked)
select "practice_sessions"."id", "practice_sessions"."institution_id", "practice_sessions"."user_id", "practice_sessions"."level_id", "practice_sessions"."paper_id", "practice_sessions"."status", "practice_sessions"."attempt_number", "practice_sessions"."start_time", "practice_sessions"."deadline_at", "practice_sessions"."submitted_at", "practice_sessions"."evaluation_runs", "practice_sessions"."marks_allocated", "levels"."pass_percentage", "question_papers"."pass_percentage", "levels"."release_policy", "levels"."regrade_window_days"
from "practice_sessions"
inner join "levels" on "levels"."id" = "practice_sessions"."level_id"
inner join "question_papers" on "question_papers"."id" = "practice_sessions"."paper_id"
where "practice_sessions"."id" = $1
for update of "practice_sessions";

-- AttemptsRepository.history
select "practice_sessions"."id", "practice_sessions"."level_id", "practice_sessions"."status", "practice_sessions"."start_time", "practice_sessions"."end_time", "practice_sessions"."marks_awarded", "practice_sessions"."marks_allocated", "practice_sessions"."is_pass", "practice_sessions"."overall_report", "practice_sessions"."evaluated_at", "practice_sessions"."results_seen_at", "question_papers"."title", "question_papers"."qp_code", "subjects"."title"
from "practice_sessions"
inner join "question_papers" on "question_papers"."id" = "practice_sessions"."paper_id"
inner join "levels" on "levels"."id" = "practice_sessions"."level_id"
inner join "journeys" on "journeys"."id" = "levels"."journey_id"
inner join "subjects" on "subjects"."id" = "journeys"."subject_id"
where ("practice_sessions"."institution_id" = $1 and "practice_sessions"."user_id" = $2)
order by "practice_sessions"."start_time" desc, "practice_sessions"."id" desc;

-- AttemptsRepository.insert
insert into "practice_sessions" ("id", "institution_id", "user_id", "level_id", "paper_id", "status", "start_time", "deadline_at", "end_time", "submitted_at", "evaluated_at", "results_seen_at", "marks_awarded", "marks_allocated", "is_pass", "overall_report", "failure_reason", "evaluation_runs", "uploaded_by", "attempt_number", "latest_of_day", "created_at")
values (default, $1, $2, $3, $4, default, $5, default, default, default, default, default, default, $6, default, default, default, default, default, $7, default, default)
returning "id";

-- AttemptsRepository.lockExpired
select "id", "institution_id", "deadline_at"
from "practice_sessions"
where ("practice_sessions"."status" = $1 and "practice_sessions"."deadline_at" < now() - make_interval(secs => $2))
limit $3
for update skip locked;

-- AttemptsRepository.markResultsSeen
update "practice_sessions"
set "results_seen_at" = $1
where (("practice_sessions"."institution_id" = $2 and "practice_sessions"."user_id" = $3) and "practice_sessions"."id" = $4 and "practice_sessions"."status" = $5 and "practice_sessions"."results_seen_at" is null);

-- AttemptsRepository.onLevel
select "id", "status", "deadline_at"
from "practice_sessions"
where (("practice_sessions"."institution_id" = $1 and "practice_sessions"."user_id" = $2) and "practice_sessions"."level_id" = $3)
order by "practice_sessions"."attempt_number" asc;

-- AttemptsRepository.submit
update "practice_sessions"
set "status" = $1, "end_time" = $2, "submitted_at" = $3
where ("practice_sessions"."id" = $4 and "practice_sessions"."institution_id" = $5);
update "answers"
set "submitted_at" = $1, "updated_at" = $2
where ("answers"."session_id" = $3 and exists (select 1
    from "practice_sessions"
    where ("practice_sessions"."id" = "answers"."session_id" and "practice_sessions"."institution_id" = $4)));

-- AttemptsRepository.summariesByLevel
select "level_id", count(*), max(case when "status" = 'evaluated' and "marks_allocated" > 0 then "marks_awarded" * 100.0 / "marks_allocated" end), max("id"::text) filter (where "status" = 'in_progress' and ("deadline_at" is null or "deadline_at" > $1))
from "practice_sessions"
where ("practice_sessions"."institution_id" = $2 and "practice_sessions"."user_id" = $3)
group by "practice_sessions"."level_id";

-- AnswersRepository.find
select "question_id", "answer_text", "image_paths", "updated_at"
from "answers"
where ("answers"."session_id" = $1 and "answers"."question_id" = $2 and exists (select 1
    from "practice_sessions"
    where ("practice_sessions"."id" = "answers"."session_id" and ("practice_sessions"."institution_id" = $3 and "practice_sessions"."user_id" = $4))));

-- AnswersRepository.forMarking
select "questions"."id", "questions"."number", "questions"."text", "questions"."marks", "questions"."model_answer", "questions"."rubric", "questions"."accepted_answers", "questions"."language", "answers"."id", "answers"."answer_text", "answers"."image_paths", "answers"."transcription", "answers"."marks_awarded", "answers"."evaluator_marks_awarded", "answers"."feedback", "answers"."evaluator", "answers"."evaluator_model", "answers"."review_reasons", "answers"."overridden_at", "answers"."released_at"
from "practice_sessions"
inner join "questions" on "questions"."paper_id" = "practice_sessions"."paper_id"
left join "answers" on ("answers"."question_id" = "questions"."id" and "answers"."session_id" = "practice_sessions"."id")
where ("practice_sessions"."id" = $1 and "practice_sessions"."institution_id" = $2)
order by "questions"."number" asc;

-- AnswersRepository.insertMany
insert into "answers" ("id", "session_id", "question_id", "answer_text", "image_paths", "transcription", "marks_awarded", "marks_allocated", "feedback", "evaluator", "evaluator_model", "evaluator_marks_awarded", "overridden_by", "overridden_at", "override_reason", "rubric_point_ids", "confidence", "review_reasons", "suggested_marks", "released_at", "second_opinion", "pending", "submitted_at", "updated_at")
values (default, $1, $2, default, $3, default, default, $4, default, default, default, default, default, default, default, default, default, default, default, default, default, default, $5, default);

-- AnswersRepository.ofSession
select "question_id", "answer_text", "image_paths", "updated_at"
from "answers"
where ("answers"."session_id" = $1 and exists (select 1
    from "practice_sessions"
    where ("practice_sessions"."id" = "answers"."session_id" and ("practice_sessions"."institution_id" = $2 and "practice_sessions"."user_id" = $3))))
order by "answers"."updated_at" asc;

-- AnswersRepository.peerAnswers
select "question_id", "text"
from (select "answers"."question_id", coalesce(nullif(trim("answers"."answer_text"), ''), "answers"."transcription") as "text", row_number() over (partition by "answers"."question_id"
    order by "answers"."submitted_at" desc nulls last, "answers"."id") as "rank"
  from "answers"
  inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
  where ("practice_sessions"."institution_id" = $1 and "practice_sessions"."id" <> $2 and "practice_sessions"."status" <> $3 and "answers"."question_id" in ($4) and coalesce(nullif(trim("answers"."answer_text"), ''), "answers"."transcription") is not null)) "ranked"
where "rank" <= $5;

-- AnswersRepository.saveTextIfOpen
insert into answers (session_id, question_id, marks_allocated, answer_text, updated_at)
select "practice_sessions"."id", "questions"."id", "questions"."marks", asked.answer_text, asked.saved_at
from (values ($1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::text, $6::timestamptz)) as asked (institution_id, student_id, session_id, question_id, answer_text, saved_at) join "practice_sessions" on "practice_sessions"."id" = asked.session_id and "practice_sessions"."institution_id" = asked.institution_id and "practice_sessions"."user_id" = asked.student_id join "questions" on "questions"."paper_id" = "practice_sessions"."paper_id" and "questions"."id" = asked.question_id
where "practice_sessions"."status" = $7 and ("practice_sessions"."deadline_at" is null or "practice_sessions"."deadline_at" > asked.saved_at)
order by "practice_sessions"."id", "questions"."id" for share of "practice_sessions" skip locked
on conflict (session_id, question_id) do update
set answer_text = excluded.answer_text, updated_at = excluded.updated_at
returning session_id as "sessionId", question_id as "questionId", answer_text as "answerText", image_paths as "imagePaths", updated_at as "updatedAt";

-- AnswersRepository.saveTextsIfOpen
insert into answers (session_id, question_id, marks_allocated, answer_text, updated_at)
select "practice_sessions"."id", "questions"."id", "questions"."marks", asked.answer_text, asked.saved_at
from (values ($1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::text, $6::timestamptz), ($7::uuid, $8::uuid, $9::uuid, $10::uuid, $11::text, $12::timestamptz)) as asked (institution_id, student_id, session_id, question_id, answer_text, saved_at) join "practice_sessions" on "practice_sessions"."id" = asked.session_id and "practice_sessions"."institution_id" = asked.institution_id and "practice_sessions"."user_id" = asked.student_id join "questions" on "questions"."paper_id" = "practice_sessions"."paper_id" and "questions"."id" = asked.question_id
where "practice_sessions"."status" = $13 and ("practice_sessions"."deadline_at" is null or "practice_sessions"."deadline_at" > asked.saved_at)
order by "practice_sessions"."id", "questions"."id" for share of "practice_sessions" skip locked
on conflict (session_id, question_id) do update
set answer_text = excluded.answer_text, updated_at = excluded.updated_at
returning session_id as "sessionId", question_id as "questionId", answer_text as "answerText", image_paths as "imagePaths", updated_at as "updatedAt";

-- AnswersRepository.saveUnreleased
insert into "answers" ("id", "session_id", "question_id", "answer_text", "image_paths", "transcription", "marks_awarded", "marks_allocated", "feedback", "evaluator", "evaluator_model", "evaluator_marks_awarded", "overridden_by", "overridden_at", "override_reason", "rubric_point_ids", "confidence", "review_reasons", "suggested_marks", "released_at", "second_opinion", "pending", "submitted_at", "updated_at")
values (default, $1, $2, default, default, default, $3, $4, default, default, default, default, default, default, default, default, default, default, default, default, default, default, default, default)
on conflict ("session_id","question_id") do update
set "transcription" = excluded.transcription, "marks_awarded" = case when "answers"."overridden_at" is null then excluded.marks_awarded else "answers"."marks_awarded" end, "marks_allocated" = excluded.marks_allocated, "feedback" = excluded.feedback, "evaluator" = excluded.evaluator, "evaluator_model" = excluded.evaluator_model, "evaluator_marks_awarded" = excluded.evaluator_marks_awarded, "confidence" = excluded.confidence, "review_reasons" = excluded.review_reasons, "suggested_marks" = excluded.suggested_marks, "released_at" = excluded.released_at, "second_opinion" = excluded.second_opinion, "pending" = $5, "updated_at" = $6
where "answers"."released_at" is null;

-- AnswersRepository.setPending
update "answers"
set "pending" = $1, "updated_at" = $2
where ("answers"."id" = $3 and exists (select 1
    from "practice_sessions"
    where ("practice_sessions"."id" = "answers"."session_id" and "practice_sessions"."institution_id" = $4)));

-- AnswersRepository.upsert
insert into "answers" ("id", "session_id", "question_id", "answer_text", "image_paths", "transcription", "marks_awarded", "marks_allocated", "feedback", "evaluator", "evaluator_model", "evaluator_marks_awarded", "overridden_by", "overridden_at", "override_reason", "rubric_point_ids", "confidence", "review_reasons", "suggested_marks", "released_at", "second_opinion", "pending", "submitted_at", "updated_at")
values (default, $1, $2, $3, default, default, default, $4, default, default, default, default, default, default, default, default, default, default, default, default, default, default, default, default)
on conflict ("session_id","question_id") do update
set "answer_text" = $5, "updated_at" = $6
returning "question_id", "answer_text", "image_paths", "updated_at";

-- EvaluationRunsRepository.claim
update "practice_sessions"
set "status" = $1, "failure_reason" = $2, "evaluation_runs" = $3
where ("practice_sessions"."id" = $4 and (("practice_sessions"."status" = 'submitted' and "practice_sessions"."evaluation_runs" = $5) or ("practice_sessions"."status" = 'evaluating' and "practice_sessions"."evaluation_runs" = $6)))
returning "id";

-- EvaluationRunsRepository.failAbandoned
update "practice_sessions"
set "status" = $1, "failure_reason" = $2
where ("practice_sessions"."status" = $3 and not exists (
    select 1
    from pgboss.job j
    where j.name = $4 and j.state < 'completed' and j.singleton_key in ( "practice_sessions"."id"::text || ':' || "practice_sessions"."evaluation_runs", "practice_sessions"."id"::text || ':' || ("practice_sessions"."evaluation_runs" + 1))))
returning "id";

-- EvaluationRunsRepository.holdRun
update "practice_sessions"
set "failure_reason" = $1
where (("practice_sessions"."id" = $2 and "practice_sessions"."institution_id" = $3) and "practice_sessions"."status" = $4 and "practice_sessions"."evaluation_runs" = $5)
returning "id";

-- EvaluationRunsRepository.markFailed
update "practice_sessions"
set "status" = $1, "failure_reason" = $2, "evaluation_runs" = $3
where ("practice_sessions"."id" = $4 and (("practice_sessions"."status" = 'submitted' and "practice_sessions"."evaluation_runs" = $5) or ("practice_sessions"."status" = 'evaluating' and "practice_sessions"."evaluation_runs" = $6)));

-- EvaluationRunsRepository.resetForRun (keep overrides)
update "practice_sessions"
set "status" = $1, "failure_reason" = $2
where ("practice_sessions"."id" = $3 and "practice_sessions"."institution_id" = $4);

-- EvaluationRunsRepository.resetForRun (discard overrides)
update "practice_sessions"
set "status" = $1, "failure_reason" = $2
where ("practice_sessions"."id" = $3 and "practice_sessions"."institution_id" = $4);
update "answers"
set "overridden_by" = $1, "overridden_at" = $2, "override_reason" = $3, "updated_at" = $4
where ("answers"."session_id" = $5 and exists (select 1
    from "practice_sessions"
    where ("practice_sessions"."id" = "answers"."session_id" and "practice_sessions"."institution_id" = $6)));

-- EvaluationRunsRepository.setOutcome
update "practice_sessions"
set "status" = $1, "evaluated_at" = $2, "marks_awarded" = $3, "is_pass" = $4, "overall_report" = $5
where ("practice_sessions"."id" = $6 and "practice_sessions"."institution_id" = $7);

-- EvaluationRunsRepository.submittedWithoutJob
select "id"
from "practice_sessions"
where ("practice_sessions"."status" = $1 and coalesce("practice_sessions"."submitted_at", "practice_sessions"."start_time") < now() - make_interval(secs => $2) and not exists (
    select 1
    from pgboss.job j
    where j.name = $3 and j.state < 'completed' and j.singleton_key in ( "practice_sessions"."id"::text || ':' || "practice_sessions"."evaluation_runs", "practice_sessions"."id"::text || ':' || ("practice_sessions"."evaluation_runs" + 1))))
limit $4;

-- MarksRepository.anchorsOf
select "answers"."marks_awarded", "answers"."evaluator_marks_awarded", concat_ws(E'

', nullif(trim("answers"."answer_text"), ''), nullif(trim("answers"."transcription"), ''))
from "answers"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
where ("practice_sessions"."institution_id" = $1 and "answers"."question_id" = $2 and "answers"."overridden_at" is not null and "answers"."marks_awarded" is not null and "answers"."evaluator_marks_awarded" is not null and "answers"."session_id" <> $3);

-- MarksRepository.applyPending
update "answers"
set "transcription" = $1, "marks_awarded" = $2, "feedback" = $3, "evaluator" = $4, "evaluator_model" = $5, "evaluator_marks_awarded" = $6, "confidence" = $7, "review_reasons" = $8, "suggested_marks" = $9, "pending" = $10, "updated_at" = $11
where ("answers"."id" = $12 and "answers"."pending" is not null and exists (select 1
    from "practice_sessions"
    where ("practice_sessions"."id" = "answers"."session_id" and "practice_sessions"."institution_id" = $13)))
returning "id";

-- MarksRepository.findAnswer
select "questions"."id", "questions"."text", "questions"."number", "questions"."marks", "answers"."id", "answers"."feedback", "answers"."image_paths", "answers"."transcription", "answers"."marks_awarded", "answers"."evaluator_marks_awarded", "answers"."suggested_marks", "answers"."confidence", "answers"."released_at", "answers"."overridden_by", "answers"."overridden_at", "answers"."override_reason", "questions"."rubric"
from "practice_sessions"
inner join "questions" on ("questions"."paper_id" = "practice_sessions"."paper_id" and "questions"."id" = $1)
left join "answers" on ("answers"."question_id" = "questions"."id" and "answers"."session_id" = "practice_sessions"."id")
where ("practice_sessions"."id" = $2 and "practice_sessions"."institution_id" = $3);

-- MarksRepository.markedWithRubric
select "answers"."session_id", "answers"."marks_awarded", "answers"."rubric_point_ids", "answers"."released_at" is not null
from "answers"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
where ("practice_sessions"."institution_id" = $1 and "answers"."question_id" = $2 and "answers"."rubric_point_ids" is not null and "practice_sessions"."status" in ($3, $4))
order by "answers"."session_id";

-- MarksRepository.pendingOf (every question)
select "id", "question_id", "marks_awarded", "evaluator_marks_awarded", "feedback", "pending"
from "answers"
where ("answers"."session_id" = $1 and "answers"."pending" is not null and "answers"."released_at" is not null and exists (select 1
    from "practice_sessions"
    where ("practice_sessions"."id" = "answers"."session_id" and "practice_sessions"."institution_id" = $2)));

-- MarksRepository.pendingOf (listed questions)
select "id", "question_id", "marks_awarded", "evaluator_marks_awarded", "feedback", "pending"
from "answers"
where ("answers"."session_id" = $1 and "answers"."pending" is not null and "answers"."released_at" is not null and "answers"."question_id" in ($2) and exists (select 1
    from "practice_sessions"
    where ("practice_sessions"."id" = "answers"."session_id" and "practice_sessions"."institution_id" = $3)));

-- MarksRepository.releaseAll
update "answers"
set "released_at" = $1, "updated_at" = $2
where ("answers"."session_id" = $3 and "answers"."released_at" is null and exists (select 1
    from "practice_sessions"
    where ("practice_sessions"."id" = "answers"."session_id" and "practice_sessions"."institution_id" = $4)))
returning "id";

-- MarksRepository.results
select "questions"."id", "questions"."number", "questions"."marks", "answers"."id", "answers"."marks_awarded", "answers"."evaluator", "answers"."feedback", "answers"."confidence", "answers"."overridden_at", "answers"."released_at", "answers"."pending"
from "practice_sessions"
inner join "questions" on "questions"."paper_id" = "practice_sessions"."paper_id"
left join "answers" on ("answers"."question_id" = "questions"."id" and "answers"."session_id" = "practice_sessions"."id")
where ("practice_sessions"."id" = $1 and "practice_sessions"."institution_id" = $2)
order by "questions"."number" asc;

-- MarksRepository.saveTeacherMark (decide and release)
insert into "answers" ("id", "session_id", "question_id", "answer_text", "image_paths", "transcription", "marks_awarded", "marks_allocated", "feedback", "evaluator", "evaluator_model", "evaluator_marks_awarded", "overridden_by", "overridden_at", "override_reason", "rubric_point_ids", "confidence", "review_reasons", "suggested_marks", "released_at", "second_opinion", "pending", "submitted_at", "updated_at")
values (default, $1, $2, default, default, default, $3, $4, default, default, default, default, $5, $6, $7, $8, default, default, default, $9, default, $10, default, $11)
on conflict ("session_id","question_id") do update
set "marks_awarded" = $12, "overridden_by" = $13, "overridden_at" = $14, "override_reason" = $15, "rubric_point_ids" = $16, "released_at" = coalesce("answers"."released_at", $17), "pending" = $18, "updated_at" = $19
where ("answers"."overridden_at" is null and "answers"."released_at" is null)
returning "id", "evaluator_marks_awarded", "released_at";

-- MarksRepository.saveTeacherMark (override)
insert into "answers" ("id", "session_id", "question_id", "answer_text", "image_paths", "transcription", "marks_awarded", "marks_allocated", "feedback", "evaluator", "evaluator_model", "evaluator_marks_awarded", "overridden_by", "overridden_at", "override_reason", "rubric_point_ids", "confidence", "review_reasons", "suggested_marks", "released_at", "second_opinion", "pending", "submitted_at", "updated_at")
values (default, $1, $2, default, default, default, $3, $4, default, default, default, default, $5, $6, $7, $8, default, default, default, $9, default, $10, default, $11)
on conflict ("session_id","question_id") do update
set "marks_awarded" = $12, "overridden_by" = $13, "overridden_at" = $14, "override_reason" = $15, "rubric_point_ids" = $16, "pending" = $17, "updated_at" = $18
returning "id", "evaluator_marks_awarded", "released_at";

-- MarksRepository.setSuggestions
update "answers"
set "marks_awarded" = moved.marks, "suggested_marks" = moved.marks, "updated_at" = $1
from jsonb_to_recordset($2::jsonb) as moved(id uuid, marks real)
where ("answers"."id" = moved.id and "answers"."released_at" is null and "answers"."overridden_at" is null and exists (select 1
    from "practice_sessions"
    where ("practice_sessions"."id" = "answers"."session_id" and "practice_sessions"."institution_id" = $3)))
returning "answers"."id";

-- MarksRepository.undecidedOf
select "answers"."id", concat_ws(E'

', nullif(trim("answers"."answer_text"), ''), nullif(trim("answers"."transcription"), '')), "answers"."evaluator_marks_awarded", "answers"."suggested_marks"
from "answers"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
where ("practice_sessions"."institution_id" = $1 and "answers"."question_id" = $2 and "answers"."released_at" is null and "answers"."overridden_at" is null and "answers"."evaluator_marks_awarded" is not null and "answers"."evaluator" <> $3);

-- ReviewQueueRepository.attemptsInReview
select "id"
from "practice_sessions"
where ("practice_sessions"."institution_id" = $1 and "practice_sessions"."level_id" = $2 and "practice_sessions"."status" = $3)
order by "practice_sessions"."submitted_at" asc, "practice_sessions"."id" asc;

-- ReviewQueueRepository.countWaiting
select count(*)
from "answers"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
where ((("practice_sessions"."institution_id" = $1 and "practice_sessions"."level_id" = $2 and "practice_sessions"."status" in ($3, $4)) and ("practice_sessions"."status" = $5 and "answers"."released_at" is null and "answers"."overridden_at" is null)) and "practice_sessions"."id" = $6 and "practice_sessions"."submitted_at" >= $7 and "practice_sessions"."submitted_at" < $8);

-- ReviewQueueRepository.page (question)
select "practice_sessions"."id", "practice_sessions"."status", "practice_sessions"."submitted_at", "users"."id", "users"."first_name", "users"."last_name", "users"."email", "questions"."id", "questions"."number", "questions"."text", "questions"."marks", "questions"."rubric", "answers"."answer_text", "answers"."transcription", "answers"."image_paths", "answers"."feedback", "answers"."suggested_marks", "answers"."evaluator_marks_awarded", "answers"."confidence", "answers"."review_reasons", "answers"."second_opinion", coalesce("answers"."confidence" = 'needs_review', false)
from "answers"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
inner join "users" on "users"."id" = "practice_sessions"."user_id"
inner join "questions" on "questions"."id" = "answers"."question_id"
where ((("practice_sessions"."institution_id" = $1 and "practice_sessions"."level_id" = $2 and "practice_sessions"."status" in ($3, $4)) and ("practice_sessions"."status" = $5 and "answers"."released_at" is null and "answers"."overridden_at" is null)) and "answers"."question_id" = $6)
order by coalesce("answers"."confidence" = 'needs_review', false) desc, "practice_sessions"."submitted_at" asc, "practice_sessions"."id" asc, "questions"."number" asc
limit $7;

-- ReviewQueueRepository.page (script, in a range)
select "practice_sessions"."id", "practice_sessions"."status", "practice_sessions"."submitted_at", "users"."id", "users"."first_name", "users"."last_name", "users"."email", "questions"."id", "questions"."number", "questions"."text", "questions"."marks", "questions"."rubric", "answers"."answer_text", "answers"."transcription", "answers"."image_paths", "answers"."feedback", "answers"."suggested_marks", "answers"."evaluator_marks_awarded", "answers"."confidence", "answers"."review_reasons", "answers"."second_opinion", coalesce("answers"."confidence" = 'needs_review', false)
from "answers"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
inner join "users" on "users"."id" = "practice_sessions"."user_id"
inner join "questions" on "questions"."id" = "answers"."question_id"
where ((("practice_sessions"."institution_id" = $1 and "practice_sessions"."level_id" = $2 and "practice_sessions"."status" in ($3, $4)) and ("practice_sessions"."status" = $5 and "answers"."released_at" is null and "answers"."overridden_at" is null)) and "practice_sessions"."id" = $6 and "practice_sessions"."submitted_at" >= $7 and "practice_sessions"."submitted_at" < $8)
order by coalesce("answers"."confidence" = 'needs_review', false) desc, "practice_sessions"."submitted_at" asc, "practice_sessions"."id" asc, "questions"."number" asc
limit $9;

-- ReviewQueueRepository.progressPerQuestion
select "questions"."id", "questions"."number", "questions"."marks", "questions"."rubric", count(*) filter (where ("practice_sessions"."status" = $1 and "answers"."released_at" is null and "answers"."overridden_at" is null)), count(*) filter (where (("practice_sessions"."status" = $2 and "answers"."released_at" is null and "answers"."overridden_at" is null) and "answers"."confidence" = $3)), count(*) filter (where ("practice_sessions"."status" = $4 and "answers"."released_at" is null)), count(*) filter (where "answers"."overridden_at" is not null), count(*)
from "answers"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
inner join "questions" on "questions"."id" = "answers"."question_id"
where ("practice_sessions"."institution_id" = $5 and "practice_sessions"."level_id" = $6 and "practice_sessions"."status" in ($7, $8))
group by "questions"."id", "questions"."number"
order by "questions"."number" asc, "questions"."id" asc;

-- ReviewQueueRepository.teacherAndMachine
select "answers"."question_id", "answers"."marks_awarded", coalesce("answers"."suggested_marks", "answers"."evaluator_marks_awarded")
from "answers"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
where (("practice_sessions"."institution_id" = $1 and "practice_sessions"."level_id" = $2 and "practice_sessions"."status" in ($3, $4)) and "answers"."question_id" in ($5) and "answers"."overridden_at" is not null and "answers"."marks_awarded" is not null and coalesce("answers"."suggested_marks", "answers"."evaluator_marks_awarded") is not null);

-- ReviewQueueRepository.waitingAnswers
select "practice_sessions"."id", "questions"."text", "questions"."number", "questions"."marks", coalesce("answers"."answer_text", "answers"."transcription", ''), coalesce("answers"."suggested_marks", "answers"."marks_awarded"), coalesce("answers"."confidence" = 'needs_review', false)
from "answers"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
inner join "questions" on "questions"."id" = "answers"."question_id"
where ((("practice_sessions"."institution_id" = $1 and "practice_sessions"."level_id" = $2 and "practice_sessions"."status" in ($3, $4)) and ("practice_sessions"."status" = $5 and "answers"."released_at" is null and "answers"."overridden_at" is null)) and "answers"."question_id" = $6 and "practice_sessions"."id" in ($7))
order by "practice_sessions"."submitted_at" asc, "practice_sessions"."id" asc
limit $8;

-- RegradeRequestsRepository.countsOf
select count(*) filter (where "regrade_requests"."status" = 'open'), count(*) filter (where "regrade_requests"."status" = 'resolved')
from "regrade_requests"
inner join "answers" on "answers"."id" = "regrade_requests"."answer_id"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
where ("regrade_requests"."institution_id" = $1 and "practice_sessions"."institution_id" = $2 and "practice_sessions"."level_id" = $3);

-- RegradeRequestsRepository.create
insert into "regrade_requests" ("id", "institution_id", "answer_id", "reason", "status", "marks_before", "marks_after", "note", "resolved_by", "resolved_at", "created_at")
values (default, $1, $2, $3, default, $4, default, default, default, default, default)
on conflict ("answer_id") do nothing
returning "id";
select "regrade_requests"."id", "answers"."question_id", "regrade_requests"."reason", "regrade_requests"."status", "regrade_requests"."created_at", "regrade_requests"."marks_before", "regrade_requests"."marks_after", "regrade_requests"."note", "regrade_requests"."resolved_at"
from "regrade_requests"
inner join "answers" on "answers"."id" = "regrade_requests"."answer_id"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
where ("regrade_requests"."id" = $1 and ("practice_sessions"."institution_id" = $2 and "practice_sessions"."user_id" = $3));

-- RegradeRequestsRepository.exists
select "id"
from "regrade_requests"
where ("regrade_requests"."id" = $1 and "regrade_requests"."institution_id" = $2);

-- RegradeRequestsRepository.find
select "regrade_requests"."id", "answers"."question_id", "regrade_requests"."reason", "regrade_requests"."status", "regrade_requests"."created_at", "regrade_requests"."marks_before", "regrade_requests"."marks_after", "regrade_requests"."note", "regrade_requests"."resolved_at"
from "regrade_requests"
inner join "answers" on "answers"."id" = "regrade_requests"."answer_id"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
where ("regrade_requests"."id" = $1 and ("practice_sessions"."institution_id" = $2 and "practice_sessions"."user_id" = $3));

-- RegradeRequestsRepository.ofStudent
select "regrade_requests"."id", "answers"."question_id", "regrade_requests"."reason", "regrade_requests"."status", "regrade_requests"."created_at", "regrade_requests"."marks_before", "regrade_requests"."marks_after", "regrade_requests"."note", "regrade_requests"."resolved_at", "regrade_requests"."answer_id", "regrade_requests"."resolved_by"
from "regrade_requests"
inner join "answers" on "answers"."id" = "regrade_requests"."answer_id"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
where ("practice_sessions"."institution_id" = $1 and "practice_sessions"."user_id" = $2)
order by "regrade_requests"."created_at" asc, "regrade_requests"."id" asc;

-- RegradeRequestsRepository.page
select "regrade_requests"."id", "answers"."question_id", "regrade_requests"."reason", "regrade_requests"."status", "regrade_requests"."created_at", "regrade_requests"."marks_before", "regrade_requests"."marks_after", "regrade_requests"."note", "regrade_requests"."resolved_at", "practice_sessions"."id", "users"."id", "users"."first_name", "users"."last_name", "users"."email", "questions"."number", "questions"."text", "questions"."marks", "answers"."answer_text", "answers"."transcription", "answers"."image_paths", "answers"."marks_awarded"
from "regrade_requests"
inner join "answers" on "answers"."id" = "regrade_requests"."answer_id"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
inner join "users" on "users"."id" = "practice_sessions"."user_id"
inner join "questions" on "questions"."id" = "answers"."question_id"
where (("regrade_requests"."institution_id" = $1 and "practice_sessions"."institution_id" = $2 and "practice_sessions"."level_id" = $3) and "regrade_requests"."status" = $4)
order by "regrade_requests"."created_at" asc, "regrade_requests"."id" asc
limit $5;

-- RegradeRequestsRepository.resolve
update "regrade_requests"
set "status" = $1, "marks_after" = $2, "note" = $3, "resolved_by" = $4, "resolved_at" = $5
from "answers"
where ("regrade_requests"."id" = $6 and "regrade_requests"."institution_id" = $7 and "regrade_requests"."status" = $8 and "answers"."id" = "regrade_requests"."answer_id")
returning "regrade_requests"."id", "answers"."session_id", "answers"."question_id", "regrade_requests"."marks_before", "regrade_requests"."reason", "regrade_requests"."created_at";

-- TutorConversationsRepository.answer
select "practice_sessions"."id", "answers"."id", "answers"."released_at", "answers"."marks_awarded", concat_ws(E'

', nullif(trim("answers"."answer_text"), ''), nullif(trim("answers"."transcription"), '')), "questions"."id", "questions"."number", "questions"."text", "questions"."marks", "questions"."model_answer", "questions"."rubric", "questions"."language", "levels"."answer_key_release", "levels"."closes_at"
from "practice_sessions"
inner join "levels" on "levels"."id" = "practice_sessions"."level_id"
inner join "questions" on ("questions"."paper_id" = "practice_sessions"."paper_id" and "questions"."id" = $1)
inner join "answers" on ("answers"."question_id" = "questions"."id" and "answers"."session_id" = "practice_sessions"."id")
where ("practice_sessions"."id" = $2 and ("practice_sessions"."institution_id" = $3 and "practice_sessions"."user_id" = $4));

-- TutorConversationsRepository.append
insert into "tutor_conversations" ("id", "institution_id", "answer_id", "mode", "walk", "finished", "created_at", "updated_at")
values (default, $1, $2, $3, $4, $5, default, default)
on conflict ("answer_id") do nothing
returning "id";
insert into "tutor_messages" ("id", "conversation_id", "from", "text", "created_at")
values (default, $1, $2, $3, $4), (default, $5, $6, $7, $8);
update "tutor_conversations"
set "walk" = $1, "finished" = $2, "updated_at" = $3
where "tutor_conversations"."id" = $4;

-- TutorConversationsRepository.create
insert into "tutor_conversations" ("id", "institution_id", "answer_id", "mode", "walk", "finished", "created_at", "updated_at")
values (default, $1, $2, $3, $4, $5, default, default)
on conflict ("answer_id") do nothing
returning "id";

-- TutorConversationsRepository.find (reading)
select "tutor_conversations"."id", "tutor_conversations"."mode", "tutor_conversations"."walk", "tutor_conversations"."finished", "tutor_conversations"."created_at", "practice_sessions"."id", "answers"."id", "answers"."released_at", "answers"."marks_awarded", concat_ws(E'

', nullif(trim("answers"."answer_text"), ''), nullif(trim("answers"."transcription"), '')), "questions"."id", "questions"."number", "questions"."text", "questions"."marks", "questions"."model_answer", "questions"."rubric", "questions"."language", "levels"."answer_key_release", "levels"."closes_at"
from "tutor_conversations"
inner join "answers" on "tutor_conversations"."answer_id" = "answers"."id"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
inner join "levels" on "levels"."id" = "practice_sessions"."level_id"
inner join "questions" on "questions"."id" = "answers"."question_id"
where ("tutor_conversations"."id" = $1 and "practice_sessions"."institution_id" = $2);

-- TutorConversationsRepository.find (student, locked)
select "tutor_conversations"."id", "tutor_conversations"."mode", "tutor_conversations"."walk", "tutor_conversations"."finished", "tutor_conversations"."created_at", "practice_sessions"."id", "answers"."id", "answers"."released_at", "answers"."marks_awarded", concat_ws(E'

', nullif(trim("answers"."answer_text"), ''), nullif(trim("answers"."transcription"), '')), "questions"."id", "questions"."number", "questions"."text", "questions"."marks", "questions"."model_answer", "questions"."rubric", "questions"."language", "levels"."answer_key_release", "levels"."closes_at"
from "tutor_conversations"
inner join "answers" on "tutor_conversations"."answer_id" = "answers"."id"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
inner join "levels" on "levels"."id" = "practice_sessions"."level_id"
inner join "questions" on "questions"."id" = "answers"."question_id"
where ("tutor_conversations"."id" = $1 and ("practice_sessions"."institution_id" = $2 and "practice_sessions"."user_id" = $3))
for update of "tutor_conversations";

-- TutorConversationsRepository.idOfAnswer
select "tutor_conversations"."id"
from "tutor_conversations"
inner join "answers" on "tutor_conversations"."answer_id" = "answers"."id"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
where ("tutor_conversations"."answer_id" = $1 and ("practice_sessions"."institution_id" = $2 and "practice_sessions"."user_id" = $3));

-- TutorConversationsRepository.messages
select "tutor_messages"."from", "tutor_messages"."text", "tutor_messages"."created_at"
from "tutor_messages"
inner join "tutor_conversations" on "tutor_conversations"."id" = "tutor_messages"."conversation_id"
inner join "answers" on "tutor_conversations"."answer_id" = "answers"."id"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
where ("tutor_messages"."conversation_id" = $1 and ("practice_sessions"."institution_id" = $2 and "practice_sessions"."user_id" = $3))
order by "tutor_messages"."created_at" asc, "tutor_messages"."id" asc;

-- TutorConversationsRepository.ofLevel
select "tutor_conversations"."id", "practice_sessions"."id", "users"."id", "users"."first_name", "users"."last_name", "users"."email", "questions"."id", "questions"."number", "questions"."text", "tutor_conversations"."mode", "tutor_conversations"."finished", "student_replies", "tutor_conversations"."created_at", "last_at"
from "tutor_conversations"
inner join "answers" on "tutor_conversations"."answer_id" = "answers"."id"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
inner join "users" on "users"."id" = "practice_sessions"."user_id"
inner join "questions" on "questions"."id" = "answers"."question_id"
inner join (select "conversation_id", count(*) filter (where "from" = 'student') as "student_replies", max("created_at") as "last_at"
  from "tutor_messages"
  group by "tutor_messages"."conversation_id") "replies" on "replies"."conversation_id" = "tutor_conversations"."id"
where ("tutor_conversations"."institution_id" = $1 and "practice_sessions"."institution_id" = $2 and "practice_sessions"."level_id" = $3)
order by "last_at" desc, "tutor_conversations"."id" asc;

-- TutorConversationsRepository.ofStudent
select "tutor_conversations"."id", "tutor_conversations"."answer_id", "tutor_conversations"."mode", "tutor_conversations"."finished", "tutor_conversations"."created_at", "tutor_messages"."from", "tutor_messages"."text", "tutor_messages"."created_at"
from "tutor_conversations"
inner join "answers" on "tutor_conversations"."answer_id" = "answers"."id"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
inner join "tutor_messages" on "tutor_messages"."conversation_id" = "tutor_conversations"."id"
where ("practice_sessions"."institution_id" = $1 and "practice_sessions"."user_id" = $2)
order by "tutor_conversations"."created_at" asc, "tutor_messages"."created_at" asc, "tutor_messages"."id" asc;

-- TutorConversationsRepository.studentRepliesSince
select count(*)
from "tutor_messages"
inner join "tutor_conversations" on "tutor_conversations"."id" = "tutor_messages"."conversation_id"
inner join "answers" on "tutor_conversations"."answer_id" = "answers"."id"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
where ("tutor_messages"."from" = $1 and "tutor_messages"."created_at" >= $2 and "tutor_conversations"."institution_id" = $3 and ("practice_sessions"."institution_id" = $4 and "practice_sessions"."user_id" = $5));

-- VivaSessionsRepository.answer
update "viva_turns"
set "answer" = $1, "way" = $2, "answered_at" = $3, "score" = $4, "feedback" = $5
where ("viva_turns"."id" = $6 and "viva_turns"."viva_id" in (select "id"
    from "viva_sessions"
    where ("viva_sessions"."institution_id" = $7 and "viva_sessions"."student_id" = $8)));

-- VivaSessionsRepository.ask
insert into "viva_sessions" ("id", "institution_id", "level_id", "student_id", "mode", "question_ids", "finished_at", "created_at", "updated_at")
values (default, $1, $2, $3, $4, $5, default, default, default)
returning "id";
insert into "viva_turns" ("id", "viva_id", "position", "kind", "topic", "question_id", "question", "asked_at", "due_at", "answer", "way", "answered_at", "score", "feedback")
values (default, $1, $2, $3, $4, $5, $6, $7, $8, default, default, default, default, default);
insert into "viva_turns" ("id", "viva_id", "position", "kind", "topic", "question_id", "question", "asked_at", "due_at", "answer", "way", "answered_at", "score", "feedback")
values (default, $1, $2, $3, $4, $5, $6, $7, $8, default, default, default, default, default);

-- VivaSessionsRepository.create
insert into "viva_sessions" ("id", "institution_id", "level_id", "student_id", "mode", "question_ids", "finished_at", "created_at", "updated_at")
values (default, $1, $2, $3, $4, $5, default, default, default)
returning "id";
insert into "viva_turns" ("id", "viva_id", "position", "kind", "topic", "question_id", "question", "asked_at", "due_at", "answer", "way", "answered_at", "score", "feedback")
values (default, $1, $2, $3, $4, $5, $6, $7, $8, default, default, default, default, default);

-- VivaSessionsRepository.erase
delete from "viva_sessions"
where ("viva_sessions"."institution_id" = $1 and "viva_sessions"."student_id" = $2)
returning "id";

-- VivaSessionsRepository.find (reading)
select "id", "level_id", "student_id", "mode", "question_ids", "finished_at", "created_at"
from "viva_sessions"
where ("viva_sessions"."id" = $1 and "viva_sessions"."institution_id" = $2);

-- VivaSessionsRepository.find (student, locked)
select "id", "level_id", "student_id", "mode", "question_ids", "finished_at", "created_at"
from "viva_sessions"
where ("viva_sessions"."id" = $1 and ("viva_sessions"."institution_id" = $2 and "viva_sessions"."student_id" = $3))
for update;

-- VivaSessionsRepository.finish
update "viva_sessions"
set "finished_at" = $1, "updated_at" = $2
where ("viva_sessions"."id" = $3 and ("viva_sessions"."institution_id" = $4 and "viva_sessions"."student_id" = $5));

-- VivaSessionsRepository.ofLevel
select "viva_sessions"."id", "users"."id", "users"."first_name", "users"."last_name", "users"."email", "viva_sessions"."mode", "viva_sessions"."question_ids", "viva_sessions"."finished_at", "viva_sessions"."created_at"
from "viva_sessions"
inner join "users" on "users"."id" = "viva_sessions"."student_id"
where ("viva_sessions"."institution_id" = $1 and "viva_sessions"."level_id" = $2)
order by "viva_sessions"."created_at" desc, "viva_sessions"."id" asc;

-- VivaSessionsRepository.ofStudent
select "id", "level_id", "mode", "created_at", "finished_at"
from "viva_sessions"
where ("viva_sessions"."institution_id" = $1 and "viva_sessions"."student_id" = $2)
order by "viva_sessions"."created_at" asc, "viva_sessions"."id" asc;

-- VivaSessionsRepository.ofStudentOnLevel
select "id", "question_ids", "finished_at", "created_at"
from "viva_sessions"
where (("viva_sessions"."institution_id" = $1 and "viva_sessions"."student_id" = $2) and "viva_sessions"."level_id" = $3)
order by "viva_sessions"."created_at" desc, "viva_sessions"."id" asc;

-- VivaSessionsRepository.openOnLevel
select "id"
from "viva_sessions"
where (("viva_sessions"."institution_id" = $1 and "viva_sessions"."student_id" = $2) and "viva_sessions"."level_id" = $3 and "viva_sessions"."finished_at" is null)
order by "viva_sessions"."created_at" desc
limit $4;

-- VivaSessionsRepository.questionsAsked
select distinct "questions"."id", "questions"."number", "questions"."text"
from "viva_turns"
inner join "viva_sessions" on "viva_sessions"."id" = "viva_turns"."viva_id"
inner join "questions" on "questions"."id" = "viva_turns"."question_id"
where ("viva_sessions"."institution_id" = $1 and "viva_sessions"."level_id" = $2);

-- VivaSessionsRepository.startedSince
select count(*)
from "viva_sessions"
where (("viva_sessions"."institution_id" = $1 and "viva_sessions"."student_id" = $2) and "viva_sessions"."created_at" >= $3);

-- VivaSessionsRepository.turns
select "viva_turns"."id", "viva_turns"."viva_id", "viva_turns"."position", "viva_turns"."kind", "viva_turns"."topic", "viva_turns"."question_id", "viva_turns"."question", "viva_turns"."asked_at", "viva_turns"."due_at", "viva_turns"."answer", "viva_turns"."way", "viva_turns"."answered_at", "viva_turns"."score", "viva_turns"."feedback"
from "viva_turns"
inner join "viva_sessions" on "viva_sessions"."id" = "viva_turns"."viva_id"
where ("viva_turns"."viva_id" in ($1) and ("viva_sessions"."institution_id" = $2 and "viva_sessions"."student_id" = $3))
order by "viva_turns"."viva_id" asc, "viva_turns"."position" asc;

-- SecondMarksRepository.assign
insert into "second_marks" ("id", "institution_id", "answer_id", "marker_id", "assigned_by", "marks", "reason", "marked_at", "decided_at", "created_at")
values (default, $1, $2, $3, $4, default, default, default, default, default)
on conflict ("answer_id") do nothing
returning "id";

-- SecondMarksRepository.candidates (percentage)
select "answers"."id"
from "answers"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
left join "second_marks" on "second_marks"."answer_id" = "answers"."id"
where (("practice_sessions"."institution_id" = $1 and "practice_sessions"."level_id" = $2 and "practice_sessions"."status" in ($3, $4) and "answers"."marks_awarded" is not null) and "second_marks"."id" is null and ("answers"."overridden_by" is null or "answers"."overridden_by" <> $5) and "answers"."question_id" = $6)
order by "answers"."id" asc;

-- SecondMarksRepository.candidates (chosen)
select "answers"."id"
from "answers"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
left join "second_marks" on "second_marks"."answer_id" = "answers"."id"
where (("practice_sessions"."institution_id" = $1 and "practice_sessions"."level_id" = $2 and "practice_sessions"."status" in ($3, $4) and "answers"."marks_awarded" is not null) and "second_marks"."id" is null and ("answers"."overridden_by" is null or "answers"."overridden_by" <> $5) and ("answers"."session_id" = $6 and "answers"."question_id" = $7))
order by "answers"."id" asc;

-- SecondMarksRepository.countsOf
select count(*), count(*) filter (where "second_marks"."marked_at" is not null), count(*) filter (where ("second_marks"."marked_at" is not null and not (abs("answers"."marks_awarded" - "second_marks"."marks") > $1))), count(*) filter (where "second_marks"."decided_at" is not null)
from "second_marks"
inner join "answers" on "second_marks"."answer_id" = "answers"."id"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
where ("second_marks"."institution_id" = $2 and ("practice_sessions"."institution_id" = $3 and "practice_sessions"."level_id" = $4 and "practice_sessions"."status" in ($5, $6) and "answers"."marks_awarded" is not null));

-- SecondMarksRepository.decide
update "second_marks"
set "decided_at" = $1
from "answers"
where ("second_marks"."id" = $2 and "second_marks"."institution_id" = $3 and "second_marks"."marked_at" is not null and "second_marks"."decided_at" is null and "second_marks"."answer_id" = "answers"."id")
returning "second_marks"."id", "answers"."id", "answers"."session_id", "answers"."question_id", "answers"."marks_awarded", "second_marks"."marks";

-- SecondMarksRepository.disagreements
select "second_marks"."id", "practice_sessions"."id", "student"."id", "student"."first_name", "student"."last_name", "student"."email", "questions"."id", "questions"."number", "questions"."text", "questions"."marks", "answers"."answer_text", "answers"."transcription", "answers"."image_paths", "answers"."marks_awarded", "answers"."override_reason", "first_marker"."first_name" || ' ' || "first_marker"."last_name", "second_marks"."marks", "second_marks"."reason", "second_marker"."first_name" || ' ' || "second_marker"."last_name", "second_marks"."marked_at"
from "second_marks"
inner join "answers" on "second_marks"."answer_id" = "answers"."id"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
inner join "questions" on "questions"."id" = "answers"."question_id"
inner join "users" "student" on "student"."id" = "practice_sessions"."user_id"
left join "users" "first_marker" on "first_marker"."id" = "answers"."overridden_by"
left join "users" "second_marker" on "second_marker"."id" = "second_marks"."marker_id"
where (("second_marks"."institution_id" = $1 and ("practice_sessions"."institution_id" = $2 and "practice_sessions"."level_id" = $3 and "practice_sessions"."status" in ($4, $5) and "answers"."marks_awarded" is not null)) and "second_marks"."marked_at" is not null and "second_marks"."decided_at" is null and abs("answers"."marks_awarded" - "second_marks"."marks") > $6)
order by "questions"."number" asc, "second_marks"."marked_at" asc, "second_marks"."id" asc;

-- SecondMarksRepository.exists
select "id"
from "second_marks"
where ("second_marks"."id" = $1 and "second_marks"."institution_id" = $2);

-- SecondMarksRepository.findForMarker
select "second_marks"."id", "second_marks"."decided_at", "questions"."marks"
from "second_marks"
inner join "answers" on "second_marks"."answer_id" = "answers"."id"
inner join "questions" on "questions"."id" = "answers"."question_id"
where ("second_marks"."id" = $1 and "second_marks"."marker_id" = $2 and "second_marks"."institution_id" = $3);

-- SecondMarksRepository.mark
update "second_marks"
set "marks" = $1, "reason" = $2, "marked_at" = $3
where ("second_marks"."id" = $4 and "second_marks"."marker_id" = $5 and "second_marks"."institution_id" = $6 and "second_marks"."decided_at" is null)
returning "id";

-- SecondMarksRepository.mine
select "second_marks"."id", "practice_sessions"."id", "questions"."id", "questions"."number", "questions"."text", "questions"."marks", "answers"."answer_text", "answers"."transcription", "answers"."image_paths", "second_marks"."marks"
from "second_marks"
inner join "answers" on "second_marks"."answer_id" = "answers"."id"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
inner join "questions" on "questions"."id" = "answers"."question_id"
where ("second_marks"."marker_id" = $1 and "second_marks"."institution_id" = $2 and "practice_sessions"."level_id" = $3 and "second_marks"."decided_at" is null)
order by "second_marks"."marked_at" is not null, "questions"."number" asc, "second_marks"."created_at" asc, "second_marks"."id" asc;

-- LevelMarksRepository.answers
select "answers"."session_id", "answers"."question_id", "answers"."marks_awarded", "answers"."released_at" is not null, coalesce(jsonb_path_query_array("answers"."feedback", '$.marks_per_question[*].improvement_suggestion'), '[]'::jsonb)
from "answers"
inner join "practice_sessions" on "practice_sessions"."id" = "answers"."session_id"
where ("practice_sessions"."institution_id" = $1 and "answers"."session_id" in (select distinct on ("practice_sessions"."user_id") "id"
    from "practice_sessions"
    where ("practice_sessions"."institution_id" = $2 and "practice_sessions"."level_id" = $3 and "practice_sessions"."status" in ($4, $5))
    order by "practice_sessions"."user_id", "practice_sessions"."submitted_at" desc nulls last, "practice_sessions"."start_time" desc, "practice_sessions"."id" desc));

-- LevelMarksRepository.attempts
select "practice_sessions"."id", "practice_sessions"."status", "practice_sessions"."submitted_at", "users"."id", "users"."first_name", "users"."last_name", "users"."email"
from "practice_sessions"
inner join "users" on "users"."id" = "practice_sessions"."user_id"
where "practice_sessions"."id" in (select distinct on ("practice_sessions"."user_id") "id"
  from "practice_sessions"
  where ("practice_sessions"."institution_id" = $1 and "practice_sessions"."level_id" = $2 and "practice_sessions"."status" in ($3, $4))
  order by "practice_sessions"."user_id", "practice_sessions"."submitted_at" desc nulls last, "practice_sessions"."start_time" desc, "practice_sessions"."id" desc)
order by "users"."last_name" asc, "users"."first_name" asc, "users"."email" asc, "practice_sessions"."id" asc;

-- LevelProgressRepository.markXpAwarded
update "level_progress"
set "xp_earned" = $1, "updated_at" = $2
where ("level_progress"."user_id" in (select "users"."id"
    from "users"
    where "users"."id" = $3 and "users"."institution_id" = $4) and "level_progress"."level_id" = $5 and "level_progress"."xp_earned" = $6)
returning "id";

-- LevelProgressRepository.recompute
select count(*), coalesce(bool_or("is_pass") filter (where "status" = 'evaluated'), false)
from "practice_sessions"
where (("practice_sessions"."institution_id" = $1 and "practice_sessions"."user_id" = $2) and "practice_sessions"."level_id" = $3);
select "id", "marks_awarded"
from "practice_sessions"
where (((("practice_sessions"."institution_id" = $1 and "practice_sessions"."user_id" = $2) and "practice_sessions"."level_id" = $3) and "practice_sessions"."status" = $4) and "practice_sessions"."marks_awarded" is not null)
order by "practice_sessions"."marks_awarded" desc, "practice_sessions"."evaluated_at" asc
limit $5;
select "id"
from "practice_sessions"
where ((("practice_sessions"."institution_id" = $1 and "practice_sessions"."user_id" = $2) and "practice_sessions"."level_id" = $3) and "practice_sessions"."status" = $4)
order by "practice_sessions"."evaluated_at" desc, "practice_sessions"."id" desc
limit $5;
insert into "level_progress" ("id", "user_id", "level_id", "completion", "attempts", "marks_earned", "best_session_id", "last_session_id", "xp_earned", "updated_at")
values (default, $1, $2, $3, $4, $5, $6, $7, default, $8)
on conflict ("user_id","level_id") do update
set "completion" = $9, "attempts" = $10, "marks_earned" = $11, "best_session_id" = $12, "last_session_id" = $13, "updated_at" = $14;

-- SessionReportsRepository.guidesOf
select "practice_sessions"."id", "levels"."answer_key_release", "levels"."closes_at", "questions"."text", "questions"."model_answer", "questions"."rubric", "questions"."accepted_answers", "answers"."answer_text", "answers"."transcription"
from "practice_sessions"
inner join "levels" on "levels"."id" = "practice_sessions"."level_id"
inner join "questions" on "questions"."paper_id" = "practice_sessions"."paper_id"
left join "answers" on ("answers"."question_id" = "questions"."id" and "answers"."session_id" = "practice_sessions"."id")
where (("practice_sessions"."institution_id" = $1 and "practice_sessions"."user_id" = $2) and "practice_sessions"."id" in ($3));

-- SessionReportsRepository.queueCounts
select case when "status" = 'in_progress' then 'overdue' else "status" end, count(*)
from "practice_sessions"
where ("practice_sessions"."institution_id" = $1 and ("practice_sessions"."status" in ($2, $3, $4, $5) or ("practice_sessions"."status" = $6 and "practice_sessions"."deadline_at" < now())))
group by case when "practice_sessions"."status" = 'in_progress' then 'overdue' else "practice_sessions"."status" end;

-- SessionReportsRepository.queuePage
select "practice_sessions"."id", "practice_sessions"."status", "practice_sessions"."failure_reason", "practice_sessions"."evaluation_runs", "practice_sessions"."submitted_at", "practice_sessions"."deadline_at", "users"."id", "users"."first_name", "users"."last_name", "users"."email", "question_papers"."id", "question_papers"."title", "question_papers"."qp_code"
from "practice_sessions"
inner join "users" on "users"."id" = "practice_sessions"."user_id"
inner join "question_papers" on "question_papers"."id" = "practice_sessions"."paper_id"
where ("practice_sessions"."institution_id" = $1 and ("practice_sessions"."status" = $2 and "practice_sessions"."deadline_at" < now()))
order by "practice_sessions"."deadline_at" asc, "practice_sessions"."id" asc
limit $3;
select count(*)
from "practice_sessions"
where ("practice_sessions"."institution_id" = $1 and ("practice_sessions"."status" = $2 and "practice_sessions"."deadline_at" < now()));

-- SessionReportsRepository.report (admin)
select "practice_sessions"."id", "practice_sessions"."status", "practice_sessions"."start_time", "practice_sessions"."end_time", "practice_sessions"."marks_awarded", "practice_sessions"."is_pass", "practice_sessions"."marks_allocated", "practice_sessions"."overall_report", "practice_sessions"."failure_reason", "question_papers"."title", "question_papers"."qp_code", "levels"."answer_key_release", "levels"."closes_at", "levels"."regrade_window_days", "users"."first_name", "users"."last_name", "users"."email", "questions"."id", "questions"."number", "questions"."text", "questions"."marks", "questions"."model_answer", "questions"."rubric", "questions"."accepted_answers", "answers"."id", "answers"."answer_text", "answers"."image_paths", "answers"."transcription", "answers"."marks_awarded", "answers"."marks_allocated", "answers"."feedback", "answers"."submitted_at", "answers"."confidence", "answers"."review_reasons", "answers"."suggested_marks", "answers"."second_opinion", "answers"."released_at", "answers"."evaluator", "answers"."evaluator_model", "answers"."evaluator_marks_awarded", "answers"."overridden_at", "answers"."override_reason", "overrider"."first_name", "overrider"."last_name", "regrade_requests"."id", "regrade_requests"."reason", "regrade_requests"."status", "regrade_requests"."created_at", "regrade_requests"."marks_before", "regrade_requests"."marks_after", "regrade_requests"."note", "regrade_requests"."resolved_at"
from "practice_sessions"
inner join "question_papers" on "question_papers"."id" = "practice_sessions"."paper_id"
inner join "levels" on "levels"."id" = "practice_sessions"."level_id"
inner join "users" on "users"."id" = "practice_sessions"."user_id"
left join "questions" on "questions"."paper_id" = "practice_sessions"."paper_id"
left join "answers" on ("answers"."question_id" = "questions"."id" and "answers"."session_id" = "practice_sessions"."id")
left join "users" "overrider" on "overrider"."id" = "answers"."overridden_by"
left join "regrade_requests" on "regrade_requests"."answer_id" = "answers"."id"
where ("practice_sessions"."id" = $1 and "practice_sessions"."institution_id" = $2 and ($3::uuid is null or "practice_sessions"."user_id" = $4::uuid))
order by "questions"."number" asc;

-- SessionReportsRepository.report (student)
select "practice_sessions"."id", "practice_sessions"."status", "practice_sessions"."start_time", "practice_sessions"."end_time", "practice_sessions"."marks_awarded", "practice_sessions"."is_pass", "practice_sessions"."marks_allocated", "practice_sessions"."overall_report", "practice_sessions"."failure_reason", "question_papers"."title", "question_papers"."qp_code", "levels"."answer_key_release", "levels"."closes_at", "levels"."regrade_window_days", "users"."first_name", "users"."last_name", "users"."email", "questions"."id", "questions"."number", "questions"."text", "questions"."marks", "questions"."model_answer", "questions"."rubric", "questions"."accepted_answers", "answers"."id", "answers"."answer_text", "answers"."image_paths", "answers"."transcription", "answers"."marks_awarded", "answers"."marks_allocated", "answers"."feedback", "answers"."submitted_at", "answers"."confidence", "answers"."review_reasons", "answers"."suggested_marks", "answers"."second_opinion", "answers"."released_at", "answers"."evaluator", "answers"."evaluator_model", "answers"."evaluator_marks_awarded", "answers"."overridden_at", "answers"."override_reason", "overrider"."first_name", "overrider"."last_name", "regrade_requests"."id", "regrade_requests"."reason", "regrade_requests"."status", "regrade_requests"."created_at", "regrade_requests"."marks_before", "regrade_requests"."marks_after", "regrade_requests"."note", "regrade_requests"."resolved_at"
from "practice_sessions"
inner join "question_papers" on "question_papers"."id" = "practice_sessions"."paper_id"
inner join "levels" on "levels"."id" = "practice_sessions"."level_id"
inner join "users" on "users"."id" = "practice_sessions"."user_id"
left join "questions" on "questions"."paper_id" = "practice_sessions"."paper_id"
left join "answers" on ("answers"."question_id" = "questions"."id" and "answers"."session_id" = "practice_sessions"."id")
left join "users" "overrider" on "overrider"."id" = "answers"."overridden_by"
left join "regrade_requests" on "regrade_requests"."answer_id" = "answers"."id"
where ("practice_sessions"."id" = $1 and "practice_sessions"."institution_id" = $2 and ($3::uuid is null or "practice_sessions"."user_id" = $4::uuid))
order by "questions"."number" asc;

-- SessionStatisticsRepository.byCourse
select "courses"."id", "courses"."title", avg(("practice_sessions"."marks_awarded"::float8 * 100 / "practice_sessions"."marks_allocated"))::float8, count("practice_sessions"."id")
from "courses"
left join "subjects" on "subjects"."course_id" = "courses"."id"
left join "journeys" on "journeys"."subject_id" = "subjects"."id"
left join "levels" on "levels"."journey_id" = "journeys"."id"
left join "practice_sessions" on ("practice_sessions"."level_id" = "levels"."id" and "practice_sessions"."institution_id" = $1 and ("practice_sessions"."status" = $2 and "practice_sessions"."marks_awarded" is not null and "practice_sessions"."marks_allocated" > $3))
where "courses"."institution_id" = $4
group by "courses"."id", "courses"."title"
order by "courses"."title" asc, "courses"."id" asc;

-- SessionStatisticsRepository.distribution
select least(floor(("practice_sessions"."marks_awarded"::float8 * 100 / "practice_sessions"."marks_allocated") / 10), 9)::int, count(*)
from "practice_sessions"
where ("practice_sessions"."institution_id" = $1 and ("practice_sessions"."status" = $2 and "practice_sessions"."marks_awarded" is not null and "practice_sessions"."marks_allocated" > $3))
group by least(floor(("practice_sessions"."marks_awarded"::float8 * 100 / "practice_sessions"."marks_allocated") / 10), 9)::int;

-- SessionStatisticsRepository.stats
select (
  select count(*)
  from "users"
  where "institution_id" = $1 and "role" = 'STUDENT' ), count(case when "practice_sessions"."status" in ('submitted', 'evaluating', 'in_review') then 1 end), count(case when "practice_sessions"."status" = 'evaluated' then 1 end), avg(("practice_sessions"."marks_awarded"::float8 * 100 / "practice_sessions"."marks_allocated")) filter (where ("practice_sessions"."status" = $2 and "practice_sessions"."marks_awarded" is not null and "practice_sessions"."marks_allocated" > $3))
from "practice_sessions"
where "practice_sessions"."institution_id" = $4;

-- SessionStatisticsRepository.weekly
select to_char(date_trunc('week', "start_time" at time zone 'UTC'), 'YYYY-MM-DD'), avg(("practice_sessions"."marks_awarded"::float8 * 100 / "practice_sessions"."marks_allocated"))::float8, count(*)
from "practice_sessions"
where ("practice_sessions"."institution_id" = $1 and "practice_sessions"."start_time" >= $2 and ("practice_sessions"."status" = $3 and "practice_sessions"."marks_awarded" is not null and "practice_sessions"."marks_allocated" > $4))
group by to_char(date_trunc('week', "practice_sessions"."start_time" at time zone 'UTC'), 'YYYY-MM-DD');

-- LevelUsersRepository.page (oneDay)
with totals as (
  select count(*)::int as total_attempted, (count(*) filter (where status = 'evaluated'))::int as total_completed
  from (select latest.*
    from (select id, user_id, status, start_time
      from practice_sessions
      where level_id = $1 and start_time >= $2::timestamptz and start_time < $3::timestamptz and institution_id = $4 and latest_of_day) latest ) matching ), page as (
  select id, user_id, status, start_time
  from (select latest.*
    from (select id, user_id, status, start_time
      from practice_sessions
      where level_id = $5 and start_time >= $6::timestamptz and start_time < $7::timestamptz and institution_id = $8 and latest_of_day) latest ) matching
  order by start_time desc nulls last, user_id
  limit $9 offset $10 )
select totals.total_attempted, totals.total_completed, page.user_id, u.first_name, u.last_name, u.email, u.student_class, attempts.count as attempts, page.start_time as latest_start, page.id as latest_id, page.status as latest_status, evaluated.marks_awarded as evaluated_marks_awarded, evaluated.marks_allocated as evaluated_marks_allocated, evaluated.is_pass as evaluated_is_pass, evaluated.overall_report as evaluated_report
from totals
left join page on true
left join users u on u.id = page.user_id
left join lateral (
  select count(*)::int as count
  from practice_sessions a
  where a.user_id = page.user_id and a.level_id = $11 and a.start_time >= $12::timestamptz and a.start_time < $13::timestamptz ) attempts on page.user_id is not null
left join lateral (
  select e.marks_awarded, e.marks_allocated, e.is_pass, e.overall_report
  from practice_sessions e
  where e.user_id = page.user_id and e.level_id = $14 and e.start_time >= $15::timestamptz and e.start_time < $16::timestamptz and e.status = 'evaluated'
  order by e.start_time desc, e.id desc
  limit 1 ) evaluated on true
order by page.start_time desc nulls last, page.user_id;

-- LevelUsersRepository.page (rangeFiltered)
with totals as (
  select count(*)::int as total_attempted, (count(*) filter (where status = 'evaluated'))::int as total_completed
  from (select latest.*
    from (
      select distinct on (user_id) id, user_id, status, start_time
      from practice_sessions
      where level_id = $1 and start_time >= $2::timestamptz and start_time < $3::timestamptz and institution_id = $4 and latest_of_day
      order by user_id, start_time desc nulls last, id desc) latest
    where latest.status = $5 and exists (
      select 1
      from users c
      where c.id = latest.user_id and c.institution_id = $6 and c.student_class = $7 )) matching ), page as (
  select id, user_id, status, start_time
  from (select latest.*
    from (
      select distinct on (user_id) id, user_id, status, start_time
      from practice_sessions
      where level_id = $8 and start_time >= $9::timestamptz and start_time < $10::timestamptz and institution_id = $11 and latest_of_day
      order by user_id, start_time desc nulls last, id desc) latest
    where latest.status = $12 and exists (
      select 1
      from users c
      where c.id = latest.user_id and c.institution_id = $13 and c.student_class = $14 )) matching
  order by start_time desc nulls last, user_id
  limit $15 offset $16 )
select totals.total_attempted, totals.total_completed, page.user_id, u.first_name, u.last_name, u.email, u.student_class, attempts.count as attempts, page.start_time as latest_start, page.id as latest_id, page.status as latest_status, evaluated.marks_awarded as evaluated_marks_awarded, evaluated.marks_allocated as evaluated_marks_allocated, evaluated.is_pass as evaluated_is_pass, evaluated.overall_report as evaluated_report
from totals
left join page on true
left join users u on u.id = page.user_id
left join lateral (
  select count(*)::int as count
  from practice_sessions a
  where a.user_id = page.user_id and a.level_id = $17 and a.start_time >= $18::timestamptz and a.start_time < $19::timestamptz ) attempts on page.user_id is not null
left join lateral (
  select e.marks_awarded, e.marks_allocated, e.is_pass, e.overall_report
  from practice_sessions e
  where e.user_id = page.user_id and e.level_id = $20 and e.start_time >= $21::timestamptz and e.start_time < $22::timestamptz and e.status = 'evaluated'
  order by e.start_time desc, e.id desc
  limit 1 ) evaluated on true
order by page.start_time desc nulls last, page.user_id;

-- StudentRecordsRepository.answersOf
select "answers"."id", "answers"."session_id", "answers"."question_id", "answers"."answer_text", "answers"."image_paths", "answers"."transcription", "answers"."marks_awarded", "answers"."marks_allocated", "answers"."feedback", "answers"."evaluator", "answers"."evaluator_model", "answers"."evaluator_marks_awarded", "answers"."overridden_by", "answers"."overridden_at", "answers"."override_reason", "answers"."rubric_point_ids", "answers"."confidence", "answers"."review_reasons", "answers"."suggested_marks", "answers"."released_at", "answers"."second_opinion", "answers"."pending", "answers"."submitted_at", "answers"."updated_at", "questions"."number", "questions"."text"
from "answers"
inner join "questions" on "questions"."id" = "answers"."question_id"
where "answers"."session_id" in (select "id"
  from "practice_sessions"
  where ("practice_sessions"."user_id" = $1 and "practice_sessions"."institution_id" = $2))
order by "answers"."session_id" asc, "questions"."number" asc;

-- StudentRecordsRepository.erase
update "practice_sessions"
set "uploaded_by" = $1
where ("practice_sessions"."uploaded_by" = $2 and "practice_sessions"."institution_id" = $3);
update "answers"
set "overridden_by" = $1, "updated_at" = $2
where ("answers"."overridden_by" = $3 and exists (select 1
    from "practice_sessions"
    where ("practice_sessions"."id" = "answers"."session_id" and "practice_sessions"."institution_id" = $4)));
delete from "answers"
where "answers"."session_id" in (select "id"
  from "practice_sessions"
  where ("practice_sessions"."user_id" = $1 and "practice_sessions"."institution_id" = $2))
returning "id";
delete from "level_progress"
where "level_progress"."user_id" in (select "users"."id"
  from "users"
  where "users"."id" = $1 and "users"."institution_id" = $2)
returning "id";
delete from "practice_sessions"
where ("practice_sessions"."institution_id" = $1 and "practice_sessions"."user_id" = $2)
returning "id";

-- StudentRecordsRepository.imagePathsOf
select "image_paths"
from "answers"
where "answers"."session_id" in (select "id"
  from "practice_sessions"
  where ("practice_sessions"."user_id" = $1 and "practice_sessions"."institution_id" = $2));

-- StudentRecordsRepository.progressOf
select "level_progress"."id", "level_progress"."user_id", "level_progress"."level_id", "level_progress"."completion", "level_progress"."attempts", "level_progress"."marks_earned", "level_progress"."best_session_id", "level_progress"."last_session_id", "level_progress"."xp_earned", "level_progress"."updated_at", "levels"."title"
from "level_progress"
inner join "levels" on "levels"."id" = "level_progress"."level_id"
where "level_progress"."user_id" in (select "users"."id"
  from "users"
  where "users"."id" = $1 and "users"."institution_id" = $2)
order by "level_progress"."updated_at" asc, "level_progress"."id" asc;

-- StudentRecordsRepository.sessionsOf
select "practice_sessions"."id", "practice_sessions"."institution_id", "practice_sessions"."user_id", "practice_sessions"."level_id", "practice_sessions"."paper_id", "practice_sessions"."status", "practice_sessions"."start_time", "practice_sessions"."deadline_at", "practice_sessions"."end_time", "practice_sessions"."submitted_at", "practice_sessions"."evaluated_at", "practice_sessions"."results_seen_at", "practice_sessions"."marks_awarded", "practice_sessions"."marks_allocated", "practice_sessions"."is_pass", "practice_sessions"."overall_report", "practice_sessions"."failure_reason", "practice_sessions"."evaluation_runs", "practice_sessions"."uploaded_by", "practice_sessions"."attempt_number", "practice_sessions"."latest_of_day", "practice_sessions"."created_at", "levels"."title", "question_papers"."title", "question_papers"."qp_code"
from "practice_sessions"
inner join "levels" on "levels"."id" = "practice_sessions"."level_id"
inner join "question_papers" on "question_papers"."id" = "practice_sessions"."paper_id"
where ("practice_sessions"."institution_id" = $1 and "practice_sessions"."user_id" = $2)
order by "practice_sessions"."start_time" asc, "practice_sessions"."id" asc;
