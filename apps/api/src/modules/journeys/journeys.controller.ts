import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
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
import { AdminRoutes, ApiErrors, UuidParam } from '../../common/http/api-decorators.js';
import { JourneysService } from './journeys.service.js';

@AdminRoutes('journeys', { 404: 'No such subject or journey' })
@Controller()
export class JourneysController {
  constructor(private readonly journeys: JourneysService) {}

  @Get(apiRoutes.journeys.collection)
  @ApiResponse({ status: 200, standardSchema: JourneyListResponse })
  async list(
    @CurrentUser() user: AuthUser,
    @Query({ schema: JourneyListQuery }) query: JourneyListQuery,
  ): Promise<JourneyListResponse> {
    return { data: await this.journeys.listBySubject(user, query.subjectId) };
  }

  @Post(apiRoutes.journeys.collection)
  @ApiResponse({ status: 201, standardSchema: JourneyResponse })
  async create(
    @CurrentUser() user: AuthUser,
    @Body({ schema: CreateJourneyRequest }) body: CreateJourneyRequest,
  ): Promise<JourneyResponse> {
    return { data: await this.journeys.create(user, body) };
  }

  @Get(apiRoutes.journeys.item)
  @ApiResponse({ status: 200, standardSchema: JourneyResponse })
  async get(
    @CurrentUser() user: AuthUser,
    @UuidParam('journeyId') id: string,
  ): Promise<JourneyResponse> {
    return { data: await this.journeys.get(user, id) };
  }

  @Patch(apiRoutes.journeys.item)
  @ApiResponse({ status: 200, standardSchema: JourneyResponse })
  async update(
    @CurrentUser() user: AuthUser,
    @UuidParam('journeyId') id: string,
    @Body({ schema: UpdateJourneyRequest }) body: UpdateJourneyRequest,
  ): Promise<JourneyResponse> {
    return { data: await this.journeys.update(user, id, body) };
  }

  @Delete(apiRoutes.journeys.item)
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Deleted with its levels' })
  @ApiErrors({ 409: 'Students attempted it' })
  async delete(@CurrentUser() user: AuthUser, @UuidParam('journeyId') id: string) {
    await this.journeys.delete(user, id);
  }
}
