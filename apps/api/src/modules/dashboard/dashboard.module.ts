import { Module } from '@nestjs/common';
import { SessionsDataModule } from '../../data/sessions/sessions-data.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

/** The admin dashboard's counts and performance charts, for the caller's institution. */
@Module({
  imports: [SessionsDataModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
