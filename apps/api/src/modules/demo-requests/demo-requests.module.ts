import { Module } from '@nestjs/common';

/** Placeholder until the demo-requests endpoints land. */
@Module({})
export class DemoRequestsModule {}
