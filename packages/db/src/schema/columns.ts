import { sql, type SQL } from 'drizzle-orm';
import { timestamp, uuid, type AnyPgColumn, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** Column builders are single-use in Drizzle, so every table calls these factories. */
export const id = () => uuid().primaryKey().defaultRandom();

/**
 * A required link to a parent row, deleted with its parent unless `actions` says otherwise
 * (`{}`: the parent cannot be deleted while this row points at it).
 */
export const parentRef = (
  parent: () => AnyPgColumn,
  actions: ReferenceConfig['actions'] = { onDelete: 'cascade' },
) => uuid().notNull().references(parent, actions);

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * `column IN ('a', 'b')` for check constraints. The values are inlined (they are our own constants),
 * because drizzle-kit writes a check's SQL text verbatim and cannot carry bound parameters.
 */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
