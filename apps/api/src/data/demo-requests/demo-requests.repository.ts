import { Injectable } from '@nestjs/common';
import { demoRequests, type NewDemoRequest } from '@markwise/db';
import { count, desc } from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { SystemScope } from '../scope.js';
import type { Tx } from '../transactions.js';

export type DemoRequestRow = typeof demoRequests.$inferSelect;

/**
 * Demo requests belong to no institution: visitors of the public landing page send them, and only
 * the deployment's operators read them.
 */
@Injectable()
export class DemoRequestsRepository extends Repository {
  async insert(_system: SystemScope, request: NewDemoRequest, tx?: Tx): Promise<DemoRequestRow> {
    const [row] = await this.db(tx).insert(demoRequests).values(request).returning();
    return row!;
  }

  /** One page, newest first; the id breaks ties so that pages never overlap or skip a row. */
  async findPage(
    _system: SystemScope,
    page: { offset: number; limit: number },
    tx?: Tx,
  ): Promise<{ rows: DemoRequestRow[]; total: number }> {
    const db = this.db(tx);
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(demoRequests)
        .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(demoRequests),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }
}
