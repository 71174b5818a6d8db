import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { ShutdownDrain } from './shutdown-drain.js';

@Module({ controllers: [HealthController], providers: [ShutdownDrain] })
export class HealthModule {}
