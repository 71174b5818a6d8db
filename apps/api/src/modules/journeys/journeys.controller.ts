import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  CreateJourneyRequest,
  ErrorResponse,
  JourneyListQuery,
  JourneyListResponse,
  JourneyResponse,
  UpdateJourneyRequest,
  uuidField,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { JourneysService } from './journeys.service.js';

const journeyId = { schema: uuidField('journeyId') };

@ApiTags('journeys')
@ApiBearerAuth()
@Roles('ADMIN')
@ApiResponse({ status: 400, description: 'Invalid input', standardSchema: ErrorResponse })
@ApiResponse({ status: 403, description: 'Not an admin', standardSchema: ErrorResponse })
@ApiResponse({
  status: 404,
  description: 'No such subject or journey',
  standardSchema: ErrorResponse,
})
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
    @Param('journeyId', journeyId) id: string,
  ): Promise<JourneyResponse> {
    return { data: await this.journeys.get(user, id) };
  }

  @Patch(apiRoutes.journeys.item)
  @ApiResponse({ status: 200, standardSchema: JourneyResponse })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('journeyId', journeyId) id: string,
    @Body({ schema: UpdateJourneyRequest }) body: UpdateJourneyRequest,
  ): Promise<JourneyResponse> {
    return { data: await this.journeys.update(user, id, body) };
  }

  @Delete(apiRoutes.journeys.item)
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Deleted with its levels' })
  @ApiResponse({ status: 409, description: 'Students attempted it', standardSchema: ErrorResponse })
  async delete(@CurrentUser() user: AuthUser, @Param('journeyId', journeyId) id: string) {
    await this.journeys.delete(user, id);
  }
}
