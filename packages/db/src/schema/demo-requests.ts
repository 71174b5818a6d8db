import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

/** Requests from the public landing page's demo form; not tied to any institution. */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: id(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    institutionName: text().notNull(),
    message: text(),
    createdAt: createdAt(),
  },
  (t) => [index('demo_requests_created_idx').on(t.createdAt)],
);

export type DemoRequest = typeof demoRequests.$inferSelect;
export type NewDemoRequest = typeof demoRequests.$inferInsert;
