import { Body, Controller, Query } from '@nestjs/common';
import {
  apiRoutes,
  CreateJourneyRequest,
  JourneyListQuery,
  JourneyListResponse,
  JourneyResponse,
  UpdateJourneyRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRoutes, Route, UuidParam } from '../../common/http/api-decorators.js';
import { JourneysService } from './journeys.service.js';

@AdminRoutes('journeys', { 404: 'No such subject or journey' })
@Controller()
export class JourneysController {
  constructor(private readonly journeys: JourneysService) {}

  @Route.get(apiRoutes.journeys.collection, JourneyListResponse)
  async list(
    @CurrentUser() user: AuthUser,
    @Query({ schema: JourneyListQuery }) query: JourneyListQuery,
  ): Promise<JourneyListResponse> {
    return { data: await this.journeys.listBySubject(user, query.subjectId) };
  }

  @Route.post(apiRoutes.journeys.collection, JourneyResponse)
  async create(
    @CurrentUser() user: AuthUser,
    @Body({ schema: CreateJourneyRequest }) body: CreateJourneyRequest,
  ): Promise<JourneyResponse> {
    return { data: await this.journeys.create(user, body) };
  }

  @Route.get(apiRoutes.journeys.item, JourneyResponse)
  async get(
    @CurrentUser() user: AuthUser,
    @UuidParam('journeyId') id: string,
  ): Promise<JourneyResponse> {
    return { data: await this.journeys.get(user, id) };
  }

  @Route.patch(apiRoutes.journeys.item, JourneyResponse)
  async update(
    @CurrentUser() user: AuthUser,
    @UuidParam('journeyId') id: string,
    @Body({ schema: UpdateJourneyRequest }) body: UpdateJourneyRequest,
  ): Promise<JourneyResponse> {
    return { data: await this.journeys.update(user, id, body) };
  }

  @Route.delete(apiRoutes.journeys.item, 'Deleted with its levels', {
    409: 'Students attempted it',
  })
  async delete(@CurrentUser() user: AuthUser, @UuidParam('journeyId') id: string) {
    await this.journeys.delete(user, id);
  }
}
