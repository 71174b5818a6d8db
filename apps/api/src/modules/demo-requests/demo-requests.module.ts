import { Module } from '@nestjs/common';
import { DemoRequestThrottleService } from './demo-request-throttle.service.js';
import { DemoRequestsController } from './demo-requests.controller.js';
import { DemoRequestsRepository } from './demo-requests.repository.js';
import { DemoRequestsService } from './demo-requests.service.js';

@Module({
  controllers: [DemoRequestsController],
  providers: [DemoRequestsService, DemoRequestsRepository, DemoRequestThrottleService],
})
export class DemoRequestsModule {}
