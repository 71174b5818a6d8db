import { Module } from '@nestjs/common';

/** Placeholder until the dashboard endpoints land. */
@Module({})
export class DashboardModule {}
