import { Module } from '@nestjs/common';

/** Placeholder until the journeys endpoints land. */
@Module({})
export class JourneysModule {}
