import { Module } from '@nestjs/common';
import { DemoRequestsDataModule } from '../../data/demo-requests/demo-requests-data.module.js';
import { RateLimiters } from '../../common/rate-limits/rate-limiters.js';
import { DemoRequestThrottleService } from './demo-request-throttle.service.js';
import { DemoRequestsController } from './demo-requests.controller.js';
import { DemoRequestsService } from './demo-requests.service.js';

@Module({
  imports: [DemoRequestsDataModule],
  controllers: [DemoRequestsController],
  providers: [DemoRequestsService, DemoRequestThrottleService, RateLimiters],
})
export class DemoRequestsModule {}
