-- The SQL of every method of src/data/audit, one call each (or one per variant whose SQL
-- differs). Written by test/sql-snapshots.test.ts, which fails while this file is out of date;
-- to accept a change, run: UPDATE_SQL_SNAPSHOTS=1 pnpm --filter @markwise/api exec vitest run test/sql-snapshots.test.ts

-- AuditLogRepository.entriesAbout
select "id", "institution_id", "actor_user_id", "action", "entity_type", "entity_id", "before", "after", "reason", "created_at"
from "audit_log"
where ("audit_log"."institution_id" = $1 and ("audit_log"."actor_user_id" = $2 or ("audit_log"."entity_type" = $3 and "audit_log"."entity_id" = $4) or ("audit_log"."entity_type" = $5 and "audit_log"."entity_id" in (select "id"
        from "practice_sessions"
        where ("practice_sessions"."user_id" = $6 and "practice_sessions"."institution_id" = $7))) or ("audit_log"."entity_type" = $8 and "audit_log"."entity_id" in (select "id"
        from "answers"
        where "answers"."session_id" in (select "id"
          from "practice_sessions"
          where ("practice_sessions"."user_id" = $9 and "practice_sessions"."institution_id" = $10)))) or ("audit_log"."entity_type" = $11 and "audit_log"."entity_id" in (select "id"
        from "regrade_requests"
        where "regrade_requests"."answer_id" in (select "id"
          from "answers"
          where "answers"."session_id" in (select "id"
            from "practice_sessions"
            where ("practice_sessions"."user_id" = $12 and "practice_sessions"."institution_id" = $13)))))))
order by "audit_log"."created_at" asc, "audit_log"."id" asc;

-- AuditLogRepository.eraseAbout
delete from "audit_log"
where ("audit_log"."institution_id" = $1 and ("audit_log"."actor_user_id" = $2 or ("audit_log"."entity_type" = $3 and "audit_log"."entity_id" = $4) or ("audit_log"."entity_type" = $5 and "audit_log"."entity_id" in (select "id"
        from "practice_sessions"
        where ("practice_sessions"."user_id" = $6 and "practice_sessions"."institution_id" = $7))) or ("audit_log"."entity_type" = $8 and "audit_log"."entity_id" in (select "id"
        from "answers"
        where "answers"."session_id" in (select "id"
          from "practice_sessions"
          where ("practice_sessions"."user_id" = $9 and "practice_sessions"."institution_id" = $10)))) or ("audit_log"."entity_type" = $11 and "audit_log"."entity_id" in (select "id"
        from "regrade_requests"
        where "regrade_requests"."answer_id" in (select "id"
          from "answers"
          where "answers"."session_id" in (select "id"
            from "practice_sessions"
            where ("practice_sessions"."user_id" = $12 and "practice_sessions"."institution_id" = $13)))))))
returning "id";

-- AuditLogRepository.record
insert into "audit_log" ("id", "institution_id", "actor_user_id", "action", "entity_type", "entity_id", "before", "after", "reason", "created_at")
values (default, $1, $2, $3, $4, $5, default, default, default, default);
