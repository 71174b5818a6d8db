import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, parentRef } from './columns.js';
import { institutions } from './institutions.js';
import { users } from './users.js';

/** Who changed what and why, e.g. a teacher overriding an evaluated mark. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    institutionId: parentRef(() => institutions.id),
    /** Kept when the actor is later deleted, with the link cleared. */
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: uuid().notNull(),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_institution_created_idx').on(t.institutionId, t.createdAt),
  ],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
