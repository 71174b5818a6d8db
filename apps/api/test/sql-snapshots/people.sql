-- The SQL of every method of src/data/people, one call each (or one per variant whose SQL
-- differs). Written by test/sql-snapshots.test.ts, which fails while this file is out of date;
-- to accept a change, run: UPDATE_SQL_SNAPSHOTS=1 pnpm --filter @markwise/api exec vitest run test/sql-snapshots.test.ts

-- UsersRepository.addXp
update "users"
set "xp" = "users"."xp" + $1, "updated_at" = $2
where ("users"."id" = $3 and "users"."institution_id" = $4);

-- UsersRepository.findByEmail
select "users"."id", "users"."institution_id", "users"."role", "users"."email", "users"."password_hash", "users"."first_name", "users"."last_name", "users"."mobile", "users"."gender", "users"."address", "users"."school", "users"."student_class", "users"."roll_no", "users"."department", "users"."photo_url", "users"."preferences", "users"."is_active", "users"."xp", "users"."is_operator", "users"."token_version", "users"."created_at", "users"."updated_at", "institutions"."name"
from "users"
inner join "institutions" on "institutions"."id" = "users"."institution_id"
where lower("users"."email") = lower($1);

-- UsersRepository.findById (tenant)
select "users"."id", "users"."institution_id", "users"."role", "users"."email", "users"."password_hash", "users"."first_name", "users"."last_name", "users"."mobile", "users"."gender", "users"."address", "users"."school", "users"."student_class", "users"."roll_no", "users"."department", "users"."photo_url", "users"."preferences", "users"."is_active", "users"."xp", "users"."is_operator", "users"."token_version", "users"."created_at", "users"."updated_at", "institutions"."name"
from "users"
inner join "institutions" on "institutions"."id" = "users"."institution_id"
where ("users"."id" = $1 and "users"."institution_id" = $2);

-- UsersRepository.findById (system)
select "users"."id", "users"."institution_id", "users"."role", "users"."email", "users"."password_hash", "users"."first_name", "users"."last_name", "users"."mobile", "users"."gender", "users"."address", "users"."school", "users"."student_class", "users"."roll_no", "users"."department", "users"."photo_url", "users"."preferences", "users"."is_active", "users"."xp", "users"."is_operator", "users"."token_version", "users"."created_at", "users"."updated_at", "institutions"."name"
from "users"
inner join "institutions" on "institutions"."id" = "users"."institution_id"
where "users"."id" = $1;

-- UsersRepository.findSessionUser
select "users"."id", "users"."institution_id", "users"."role", "users"."email", "users"."password_hash", "users"."first_name", "users"."last_name", "users"."mobile", "users"."gender", "users"."address", "users"."school", "users"."student_class", "users"."roll_no", "users"."department", "users"."photo_url", "users"."preferences", "users"."is_active", "users"."xp", "users"."is_operator", "users"."token_version", "users"."created_at", "users"."updated_at", "institutions"."name", exists ((select 1
    from "refresh_tokens"
    where ("refresh_tokens"."family_id" = $1 and "refresh_tokens"."user_id" = "users"."id" and "refresh_tokens"."revoked_at" is null)))
from "users"
inner join "institutions" on "institutions"."id" = "users"."institution_id"
where "users"."id" = $2;

-- UsersRepository.lockStudent
select "id", "xp", "photo_url"
from "users"
where ("users"."id" = $1 and "users"."institution_id" = $2 and "users"."role" = $3)
for update;

-- UsersRepository.nameOf
select "first_name", "last_name"
from "users"
where ("users"."id" = $1 and "users"."institution_id" = $2);

-- UsersRepository.setPasswordHash
update "users"
set "password_hash" = $1, "token_version" = "users"."token_version" + 1, "updated_at" = $2
where ("users"."id" = $3 and "users"."institution_id" = $4)
returning "token_version";

-- UsersRepository.teachersOf
select "id", "first_name", "last_name"
from "users"
where ("users"."institution_id" = $1 and "users"."role" = $2 and "users"."is_active" = $3)
order by "users"."first_name" asc, "users"."last_name" asc, "users"."id" asc;

-- UsersRepository.updateProfile
update "users"
set "first_name" = $1, "updated_at" = $2
where ("users"."id" = $3 and "users"."institution_id" = $4);

-- UsersRepository.xpOf
select "xp"
from "users"
where ("users"."id" = $1 and "users"."institution_id" = $2);

-- StudentsRepository.delete
delete from "users"
where ("users"."id" = $1 and "users"."institution_id" = $2 and "users"."role" = $3)
returning "id";

-- StudentsRepository.erase
delete from "users"
where ("users"."id" = $1 and "users"."institution_id" = $2 and "users"."role" = $3);

-- StudentsRepository.findByContact
select "id", "email", "mobile", "first_name", "last_name"
from "users"
where ("users"."institution_id" = $1 and "users"."role" = $2 and "users"."id" = $3 and lower("users"."email") = lower($4) and (length(regexp_replace("users"."mobile", '\D', '', 'g')) >= $5 and right(regexp_replace("users"."mobile", '\D', '', 'g'), $6) = $7))
order by "users"."created_at" asc, "users"."id" asc
limit $8;

-- StudentsRepository.findById
select "users"."id", "users"."first_name", "users"."last_name", "users"."email", "users"."mobile", "users"."student_class", "users"."roll_no", "users"."photo_url", "users"."is_active", "completed_exams", "average_performance"
from "users"
cross join lateral (select count(*) as "completed_exams", avg(case when "marks_allocated" > 0 and "marks_awarded" is not null then "marks_awarded"::float8 * 100 / "marks_allocated" end) as "average_performance"
  from "practice_sessions"
  where ("practice_sessions"."user_id" = "users"."id" and "practice_sessions"."status" = $1)) "performance"
where ("users"."id" = $2 and "users"."institution_id" = $3 and "users"."role" = $4);

-- StudentsRepository.findForExport
select "users"."id", "users"."institution_id", "users"."role", "users"."email", "users"."password_hash", "users"."first_name", "users"."last_name", "users"."mobile", "users"."gender", "users"."address", "users"."school", "users"."student_class", "users"."roll_no", "users"."department", "users"."photo_url", "users"."preferences", "users"."is_active", "users"."xp", "users"."is_operator", "users"."token_version", "users"."created_at", "users"."updated_at", "institutions"."name"
from "users"
inner join "institutions" on "institutions"."id" = "users"."institution_id"
where ("users"."id" = $1 and "users"."institution_id" = $2 and "users"."role" = $3);

-- StudentsRepository.findPage (all)
select "users"."id", "users"."first_name", "users"."last_name", "users"."email", "users"."mobile", "users"."student_class", "users"."roll_no", "users"."photo_url", "users"."is_active", "completed_exams", "average_performance"
from "users"
cross join lateral (select count(*) as "completed_exams", avg(case when "marks_allocated" > 0 and "marks_awarded" is not null then "marks_awarded"::float8 * 100 / "marks_allocated" end) as "average_performance"
  from "practice_sessions"
  where ("practice_sessions"."user_id" = "users"."id" and "practice_sessions"."status" = $1)) "performance"
where ("users"."institution_id" = $2 and "users"."role" = $3)
order by lower("users"."last_name") asc, lower("users"."first_name") asc, "users"."id" asc
limit $4;
select count(*)
from "users"
where ("users"."institution_id" = $1 and "users"."role" = $2);

-- StudentsRepository.findPage (search and class)
select "users"."id", "users"."first_name", "users"."last_name", "users"."email", "users"."mobile", "users"."student_class", "users"."roll_no", "users"."photo_url", "users"."is_active", "completed_exams", "average_performance"
from "users"
cross join lateral (select count(*) as "completed_exams", avg(case when "marks_allocated" > 0 and "marks_awarded" is not null then "marks_awarded"::float8 * 100 / "marks_allocated" end) as "average_performance"
  from "practice_sessions"
  where ("practice_sessions"."user_id" = "users"."id" and "practice_sessions"."status" = $1)) "performance"
where ("users"."institution_id" = $2 and "users"."role" = $3 and "users"."student_class" = $4 and ("users"."first_name" ilike $5 or "users"."last_name" ilike $6 or "users"."email" ilike $7 or "users"."roll_no" ilike $8))
order by lower("users"."last_name") asc, lower("users"."first_name") asc, "users"."id" asc
limit $9;
select count(*)
from "users"
where ("users"."institution_id" = $1 and "users"."role" = $2 and "users"."student_class" = $3 and ("users"."first_name" ilike $4 or "users"."last_name" ilike $5 or "users"."email" ilike $6 or "users"."roll_no" ilike $7));

-- StudentsRepository.forBooklets
select "id", trim("first_name" || ' ' || "last_name"), "roll_no"
from "users"
where ("users"."institution_id" = $1 and "users"."role" = $2 and "users"."is_active" = $3 and ("users"."id" in ($4) or "users"."student_class" = $5))
order by "users"."roll_no" asc, "users"."first_name" asc, "users"."last_name" asc, "users"."id" asc;

-- StudentsRepository.insert
insert into "users" ("id", "institution_id", "role", "email", "password_hash", "first_name", "last_name", "mobile", "gender", "address", "school", "student_class", "roll_no", "department", "photo_url", "preferences", "is_active", "xp", "is_operator", "token_version", "created_at", "updated_at")
values (default, $1, $2, $3, $4, $5, $6, $7, default, default, default, $8, $9, default, default, default, default, default, default, default, default, default)
returning "id";

-- StudentsRepository.moveClass
update "users"
set "student_class" = $1, "updated_at" = $2
where ("users"."institution_id" = $3 and "users"."role" = $4 and "users"."student_class" = $5);

-- StudentsRepository.setActive (activate)
update "users"
set "is_active" = $1, "updated_at" = $2
where ("users"."id" = $3 and "users"."institution_id" = $4 and "users"."role" = $5)
returning "id";

-- StudentsRepository.setActive (deactivate)
update "users"
set "is_active" = $1, "token_version" = "users"."token_version" + 1, "updated_at" = $2
where ("users"."id" = $3 and "users"."institution_id" = $4 and "users"."role" = $5)
returning "id";

-- StudentsRepository.setPasswordHash
update "users"
set "password_hash" = $1, "token_version" = "users"."token_version" + 1, "updated_at" = $2
where ("users"."id" = $3 and "users"."institution_id" = $4 and "users"."role" = $5)
returning "id";

-- StudentsRepository.update
update "users"
set "roll_no" = $1, "updated_at" = $2
where ("users"."id" = $3 and "users"."institution_id" = $4 and "users"."role" = $5)
returning "id";

-- AuthSessionsRepository.eraseOf
delete from "refresh_tokens"
where "refresh_tokens"."user_id" in (select "users"."id"
  from "users"
  where "users"."id" = $1 and "users"."institution_id" = $2)
returning "id";

-- AuthSessionsRepository.findByHash
select "id", "user_id", "family_id", "token_hash", "expires_at", "used_at", "revoked_at", "user_agent", "ip", "created_at"
from "refresh_tokens"
where "refresh_tokens"."token_hash" = $1;

-- AuthSessionsRepository.insert
insert into "refresh_tokens" ("id", "user_id", "family_id", "token_hash", "expires_at", "used_at", "revoked_at", "user_agent", "ip", "created_at")
values (default, $1, $2, $3, $4, default, default, default, $5, default);

-- AuthSessionsRepository.listOf
select "created_at", "expires_at", "used_at", "revoked_at", "user_agent", "ip"
from "refresh_tokens"
where "refresh_tokens"."user_id" in (select "users"."id"
  from "users"
  where "users"."id" = $1 and "users"."institution_id" = $2)
order by "refresh_tokens"."created_at" asc, "refresh_tokens"."id" asc;

-- AuthSessionsRepository.markUsed
update "refresh_tokens"
set "used_at" = $1
where ("refresh_tokens"."id" = $2 and "refresh_tokens"."used_at" is null and "refresh_tokens"."revoked_at" is null)
returning "id";

-- AuthSessionsRepository.revokeAllOf
update "refresh_tokens"
set "revoked_at" = $1
where ("refresh_tokens"."user_id" in (select "users"."id"
    from "users"
    where "users"."id" = $2 and "users"."institution_id" = $3) and "refresh_tokens"."revoked_at" is null);

-- AuthSessionsRepository.revokeFamily
update "refresh_tokens"
set "revoked_at" = $1
where ("refresh_tokens"."family_id" = $2 and "refresh_tokens"."revoked_at" is null);

-- ClassesRepository.delete
delete from "classes"
where ("classes"."institution_id" = $1 and "classes"."id" = $2)
returning "id";

-- ClassesRepository.findById
select "id", "name", (select count(*)::int
  from "users"
  where "users"."institution_id" = "classes"."institution_id" and "users"."role" = 'STUDENT' and "users"."student_class" = "classes"."name")
from "classes"
where ("classes"."institution_id" = $1 and "classes"."id" = $2);

-- ClassesRepository.holdByName
select "id", "name"
from "classes"
where ("classes"."institution_id" = $1 and lower("classes"."name") = lower($2)) for share;

-- ClassesRepository.insert
insert into "classes" ("id", "institution_id", "name", "created_at", "updated_at")
values (default, $1, $2, default, default)
returning "id";

-- ClassesRepository.list
select "id", "name", (select count(*)::int
  from "users"
  where "users"."institution_id" = "classes"."institution_id" and "users"."role" = 'STUDENT' and "users"."student_class" = "classes"."name")
from "classes"
where "classes"."institution_id" = $1
order by lower("classes"."name") asc, "classes"."id" asc;

-- ClassesRepository.lock
select "name"
from "classes"
where ("classes"."institution_id" = $1 and "classes"."id" = $2)
for update;

-- ClassesRepository.rename
update "classes"
set "name" = $1, "updated_at" = $2
where ("classes"."institution_id" = $3 and "classes"."id" = $4)
returning "id";

-- InstitutionsRepository.createWithFirstAdmin
insert into "institutions" ("id", "name", "slug", "tutor_enabled", "tutor_daily_limit", "browser_speech", "created_at")
values (default, $1, $2, default, default, default, default)
returning "id";
insert into "users" ("id", "institution_id", "role", "email", "password_hash", "first_name", "last_name", "mobile", "gender", "address", "school", "student_class", "roll_no", "department", "photo_url", "preferences", "is_active", "xp", "is_operator", "token_version", "created_at", "updated_at")
values (default, $1, $2, $3, $4, $5, $6, default, default, default, default, default, default, default, default, default, default, default, $7, default, default, default)
returning "id";

-- InstitutionsRepository.setTutorSettings
update "institutions"
set "tutor_enabled" = $1, "tutor_daily_limit" = $2
where "institutions"."id" = $3;

-- InstitutionsRepository.tutorSettings
select "tutor_enabled", "tutor_daily_limit", "browser_speech"
from "institutions"
where "institutions"."id" = $1;
