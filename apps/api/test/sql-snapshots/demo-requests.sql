-- The SQL of every method of src/data/demo-requests, one call each (or one per variant whose SQL
-- differs). Written by test/sql-snapshots.test.ts, which fails while this file is out of date;
-- to accept a change, run: UPDATE_SQL_SNAPSHOTS=1 pnpm --filter @markwise/api exec vitest run test/sql-snapshots.test.ts

-- DemoRequestsRepository.findPage
select "id", "first_name", "last_name", "email", "institution_name", "message", "created_at"
from "demo_requests"
order by "demo_requests"."created_at" desc, "demo_requests"."id" desc
limit $1;
select count(*)
from "demo_requests";

-- DemoRequestsRepository.insert
insert into "demo_requests" ("id", "first_name", "last_name", "email", "institution_name", "message", "created_at")
values (default, $1, $2, $3, $4, default, default)
returning "id", "first_name", "last_name", "email", "institution_name", "message", "created_at";
