import { Inject, Injectable } from '@nestjs/common';
import { demoRequests, type Database, type NewDemoRequest } from '@markwise/db';
import { count, desc } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

export type DemoRequestRow = typeof demoRequests.$inferSelect;

/** Demo requests belong to no institution: they come from visitors of the public landing page. */
@Injectable()
export class DemoRequestsRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async insert(request: NewDemoRequest, tx: Executor = this.database.db): Promise<DemoRequestRow> {
    const [row] = await tx.insert(demoRequests).values(request).returning();
    return row!;
  }

  /** One page, newest first; the id breaks ties so that pages never overlap or skip a row. */
  async findPage(
    page: { offset: number; limit: number },
    tx: Executor = this.database.db,
  ): Promise<{ rows: DemoRequestRow[]; total: number }> {
    const [rows, [totals]] = await Promise.all([
      tx
        .select()
        .from(demoRequests)
        .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
        .limit(page.limit)
        .offset(page.offset),
      tx.select({ total: count() }).from(demoRequests),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }
}
