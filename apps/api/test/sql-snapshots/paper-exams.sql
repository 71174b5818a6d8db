-- The SQL of every method of src/data/paper-exams, one call each (or one per variant whose SQL
-- differs). Written by test/sql-snapshots.test.ts, which fails while this file is out of date;
-- to accept a change, run: UPDATE_SQL_SNAPSHOTS=1 pnpm --filter @markwise/api exec vitest run test/sql-snapshots.test.ts

-- BookletsRepository.byIds
select "id", "institution_id", "level_id", "number", "print_id", "student_id", "paper_size", "page_count", "printed_by", "session_id", "mark_incomplete", "created_at"
from "answer_booklets"
where ("answer_booklets"."institution_id" = $1 and "answer_booklets"."id" in ($2));

-- BookletsRepository.find
select "answer_booklets"."id", "answer_booklets"."institution_id", "answer_booklets"."level_id", "answer_booklets"."number", "answer_booklets"."print_id", "answer_booklets"."student_id", "answer_booklets"."paper_size", "answer_booklets"."page_count", "answer_booklets"."printed_by", "answer_booklets"."session_id", "answer_booklets"."mark_incomplete", "answer_booklets"."created_at", trim("users"."first_name" || ' ' || "users"."last_name"), "users"."roll_no", coalesce((
    select array_agg("scan_pages"."page_number"
      order by "scan_pages"."page_number")
    from "scan_pages"
    where "scan_pages"."booklet_id" = "answer_booklets"."id" and "scan_pages"."status" = 'matched' ), '{}'), coalesce((
    select array_agg("scan_pages"."page_number"
      order by "scan_pages"."page_number")
    from "scan_pages"
    where "scan_pages"."booklet_id" = "answer_booklets"."id" and "scan_pages"."status" = 'matched' and (("scan_pages"."quality"->>'blurry')::boolean or ("scan_pages"."quality"->>'dark')::boolean or ("scan_pages"."quality"->>'cutOff')::boolean) ), '{}')
from "answer_booklets"
left join "users" on "users"."id" = "answer_booklets"."student_id"
where ("answer_booklets"."institution_id" = $1 and "answer_booklets"."id" = $2)
order by "answer_booklets"."number" asc;

-- BookletsRepository.insertMany
insert into "answer_booklets" ("id", "institution_id", "level_id", "number", "print_id", "student_id", "paper_size", "page_count", "printed_by", "session_id", "mark_incomplete", "created_at")
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, default, default, default);

-- BookletsRepository.lock
select "id", "institution_id", "level_id", "number", "print_id", "student_id", "paper_size", "page_count", "printed_by", "session_id", "mark_incomplete", "created_at"
from "answer_booklets"
where ("answer_booklets"."institution_id" = $1 and "answer_booklets"."id" = $2)
for update;

-- BookletsRepository.nextNumbers
select pg_advisory_xact_lock(hashtextextended($1, 0));
select coalesce(max("number"), 1000)
from "answer_booklets"
where "answer_booklets"."institution_id" = $1;

-- BookletsRepository.ofPrint
select "answer_booklets"."id", "answer_booklets"."institution_id", "answer_booklets"."level_id", "answer_booklets"."number", "answer_booklets"."print_id", "answer_booklets"."student_id", "answer_booklets"."paper_size", "answer_booklets"."page_count", "answer_booklets"."printed_by", "answer_booklets"."session_id", "answer_booklets"."mark_incomplete", "answer_booklets"."created_at", trim("users"."first_name" || ' ' || "users"."last_name"), "users"."roll_no", coalesce((
    select array_agg("scan_pages"."page_number"
      order by "scan_pages"."page_number")
    from "scan_pages"
    where "scan_pages"."booklet_id" = "answer_booklets"."id" and "scan_pages"."status" = 'matched' ), '{}'), coalesce((
    select array_agg("scan_pages"."page_number"
      order by "scan_pages"."page_number")
    from "scan_pages"
    where "scan_pages"."booklet_id" = "answer_booklets"."id" and "scan_pages"."status" = 'matched' and (("scan_pages"."quality"->>'blurry')::boolean or ("scan_pages"."quality"->>'dark')::boolean or ("scan_pages"."quality"->>'cutOff')::boolean) ), '{}')
from "answer_booklets"
left join "users" on "users"."id" = "answer_booklets"."student_id"
where ("answer_booklets"."institution_id" = $1 and "answer_booklets"."print_id" = $2)
order by "answer_booklets"."number" asc;

-- BookletsRepository.onLevel
select "answer_booklets"."id", "answer_booklets"."institution_id", "answer_booklets"."level_id", "answer_booklets"."number", "answer_booklets"."print_id", "answer_booklets"."student_id", "answer_booklets"."paper_size", "answer_booklets"."page_count", "answer_booklets"."printed_by", "answer_booklets"."session_id", "answer_booklets"."mark_incomplete", "answer_booklets"."created_at", trim("users"."first_name" || ' ' || "users"."last_name"), "users"."roll_no", coalesce((
    select array_agg("scan_pages"."page_number"
      order by "scan_pages"."page_number")
    from "scan_pages"
    where "scan_pages"."booklet_id" = "answer_booklets"."id" and "scan_pages"."status" = 'matched' ), '{}'), coalesce((
    select array_agg("scan_pages"."page_number"
      order by "scan_pages"."page_number")
    from "scan_pages"
    where "scan_pages"."booklet_id" = "answer_booklets"."id" and "scan_pages"."status" = 'matched' and (("scan_pages"."quality"->>'blurry')::boolean or ("scan_pages"."quality"->>'dark')::boolean or ("scan_pages"."quality"->>'cutOff')::boolean) ), '{}')
from "answer_booklets"
left join "users" on "users"."id" = "answer_booklets"."student_id"
where ("answer_booklets"."institution_id" = $1 and "answer_booklets"."level_id" = $2)
order by "answer_booklets"."number" asc;

-- BookletsRepository.readyOnLevel
select "id"
from "answer_booklets"
where ("answer_booklets"."institution_id" = $1 and "answer_booklets"."level_id" = $2 and "answer_booklets"."session_id" is null and "answer_booklets"."student_id" is not null and ("answer_booklets"."mark_incomplete" or ("answer_booklets"."page_count" = (
        select count(*)
        from "scan_pages"
        where "scan_pages"."booklet_id" = "answer_booklets"."id" and "scan_pages"."status" = 'matched' ) and not exists (
        select
        from "scan_pages"
        where "scan_pages"."booklet_id" = "answer_booklets"."id" and "scan_pages"."status" = 'matched' and (("scan_pages"."quality"->>'blurry')::boolean or ("scan_pages"."quality"->>'dark')::boolean or ("scan_pages"."quality"->>'cutOff')::boolean) ))))
order by "answer_booklets"."number" asc;

-- BookletsRepository.setMarkIncomplete
update "answer_booklets"
set "mark_incomplete" = $1
where ("answer_booklets"."institution_id" = $2 and "answer_booklets"."id" = $3);

-- BookletsRepository.setSession
update "answer_booklets"
set "session_id" = $1
where ("answer_booklets"."institution_id" = $2 and "answer_booklets"."id" = $3 and "answer_booklets"."session_id" is null)
returning "id";

-- BookletsRepository.setStudent
update "answer_booklets"
set "student_id" = $1
where ("answer_booklets"."institution_id" = $2 and "answer_booklets"."id" = $3);

-- ScansRepository.batchesOn
select "id", "institution_id", "level_id", "uploaded_by", "status", "file_keys", "file_names", "pages_total", "pages_read", "error", "created_at", "finished_at"
from "scan_batches"
where ("scan_batches"."institution_id" = $1 and "scan_batches"."level_id" = $2)
order by "scan_batches"."created_at" desc, "scan_batches"."id" desc
limit $3;

-- ScansRepository.findBatch
select "id", "institution_id", "level_id", "uploaded_by", "status", "file_keys", "file_names", "pages_total", "pages_read", "error", "created_at", "finished_at"
from "scan_batches"
where ("scan_batches"."institution_id" = $1 and "scan_batches"."id" = $2);

-- ScansRepository.findPage
select "scan_pages"."id", "scan_pages"."institution_id", "scan_pages"."batch_id", "scan_pages"."file_index", "scan_pages"."page_index", "scan_pages"."image_key", "scan_pages"."booklet_id", "scan_pages"."page_number", "scan_pages"."status", "scan_pages"."quality", "scan_pages"."answer_area", "scan_pages"."rotation", "scan_pages"."created_at", "answer_booklets"."number", "scan_batches"."file_names"["scan_pages"."file_index" + 1]
from "scan_pages"
inner join "scan_batches" on "scan_batches"."id" = "scan_pages"."batch_id"
left join "answer_booklets" on "answer_booklets"."id" = "scan_pages"."booklet_id"
where ("scan_pages"."institution_id" = $1 and "scan_pages"."id" = $2);

-- ScansRepository.imageKeyOf
select "image_key"
from "scan_pages"
where "scan_pages"."id" = $1;

-- ScansRepository.imageKeysOfStudent
select "scan_pages"."image_key"
from "scan_pages"
inner join "answer_booklets" on "answer_booklets"."id" = "scan_pages"."booklet_id"
where ("scan_pages"."institution_id" = $1 and "answer_booklets"."student_id" = $2);

-- ScansRepository.insertBatch
insert into "scan_batches" ("id", "institution_id", "level_id", "uploaded_by", "status", "file_keys", "file_names", "pages_total", "pages_read", "error", "created_at", "finished_at")
values ($1, $2, $3, $4, default, $5, $6, default, default, default, default, default)
returning "id", "institution_id", "level_id", "uploaded_by", "status", "file_keys", "file_names", "pages_total", "pages_read", "error", "created_at", "finished_at";

-- ScansRepository.insertPage
insert into "scan_pages" ("id", "institution_id", "batch_id", "file_index", "page_index", "image_key", "booklet_id", "page_number", "status", "quality", "answer_area", "rotation", "created_at")
values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, default)
on conflict do nothing
returning "id", "institution_id", "batch_id", "file_index", "page_index", "image_key", "booklet_id", "page_number", "status", "quality", "answer_area", "rotation", "created_at";

-- ScansRepository.lockPage
select "scan_pages"."id", "scan_pages"."institution_id", "scan_pages"."batch_id", "scan_pages"."file_index", "scan_pages"."page_index", "scan_pages"."image_key", "scan_pages"."booklet_id", "scan_pages"."page_number", "scan_pages"."status", "scan_pages"."quality", "scan_pages"."answer_area", "scan_pages"."rotation", "scan_pages"."created_at", "scan_batches"."level_id"
from "scan_pages"
inner join "scan_batches" on "scan_batches"."id" = "scan_pages"."batch_id"
where ("scan_pages"."institution_id" = $1 and "scan_pages"."id" = $2)
for update of "scan_pages";

-- ScansRepository.matchedAt
select "id", "institution_id", "batch_id", "file_index", "page_index", "image_key", "booklet_id", "page_number", "status", "quality", "answer_area", "rotation", "created_at"
from "scan_pages"
where ("scan_pages"."institution_id" = $1 and "scan_pages"."booklet_id" = $2 and "scan_pages"."page_number" = $3 and "scan_pages"."status" = $4);

-- ScansRepository.matchedOf
select "id", "institution_id", "batch_id", "file_index", "page_index", "image_key", "booklet_id", "page_number", "status", "quality", "answer_area", "rotation", "created_at"
from "scan_pages"
where ("scan_pages"."institution_id" = $1 and "scan_pages"."booklet_id" = $2 and "scan_pages"."status" = $3)
order by "scan_pages"."page_number" asc;

-- ScansRepository.pagesOn (attention)
select "scan_pages"."id", "scan_pages"."institution_id", "scan_pages"."batch_id", "scan_pages"."file_index", "scan_pages"."page_index", "scan_pages"."image_key", "scan_pages"."booklet_id", "scan_pages"."page_number", "scan_pages"."status", "scan_pages"."quality", "scan_pages"."answer_area", "scan_pages"."rotation", "scan_pages"."created_at", "answer_booklets"."number", "scan_batches"."file_names"["scan_pages"."file_index" + 1]
from "scan_pages"
inner join "scan_batches" on "scan_batches"."id" = "scan_pages"."batch_id"
left join "answer_booklets" on "answer_booklets"."id" = "scan_pages"."booklet_id"
where ("scan_pages"."institution_id" = $1 and "scan_batches"."level_id" = $2 and ("scan_pages"."status" <> $3 and ("scan_pages"."status" <> $4 or ("scan_pages"."quality"->>'blurry')::boolean or ("scan_pages"."quality"->>'dark')::boolean or ("scan_pages"."quality"->>'cutOff')::boolean)))
order by "scan_batches"."created_at" asc, "scan_pages"."file_index" asc, "scan_pages"."page_index" asc
limit $5;

-- ScansRepository.pagesOn (all)
select "scan_pages"."id", "scan_pages"."institution_id", "scan_pages"."batch_id", "scan_pages"."file_index", "scan_pages"."page_index", "scan_pages"."image_key", "scan_pages"."booklet_id", "scan_pages"."page_number", "scan_pages"."status", "scan_pages"."quality", "scan_pages"."answer_area", "scan_pages"."rotation", "scan_pages"."created_at", "answer_booklets"."number", "scan_batches"."file_names"["scan_pages"."file_index" + 1]
from "scan_pages"
inner join "scan_batches" on "scan_batches"."id" = "scan_pages"."batch_id"
left join "answer_booklets" on "answer_booklets"."id" = "scan_pages"."booklet_id"
where ("scan_pages"."institution_id" = $1 and "scan_batches"."level_id" = $2)
order by "scan_batches"."created_at" asc, "scan_pages"."file_index" asc, "scan_pages"."page_index" asc
limit $3;

-- ScansRepository.positionsRead
select "file_index", "page_index"
from "scan_pages"
where ("scan_pages"."institution_id" = $1 and "scan_pages"."batch_id" = $2);

-- ScansRepository.setPlace
update "scan_pages"
set "status" = $1
where ("scan_pages"."institution_id" = $2 and "scan_pages"."id" = $3);

-- ScansRepository.updateBatch
update "scan_batches"
set "status" = $1, "pages_read" = $2
where ("scan_batches"."institution_id" = $3 and "scan_batches"."id" = $4);
