import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  CreateDemoRequest,
  DemoRequestCreatedResponse,
  DemoRequestListQuery,
  DemoRequestListResponse,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-decorators.js';
import { Client } from '../../common/http/client-info.js';
import type { ClientInfo } from '../auth/auth.service.js';
import { DemoRequestsService } from './demo-requests.service.js';

@ApiTags('demo-requests')
@ApiErrors({ 400: 'Invalid input' })
@Controller()
export class DemoRequestsController {
  constructor(private readonly demoRequests: DemoRequestsService) {}

  @Public()
  @Post(apiRoutes.demoRequests.create)
  @HttpCode(201)
  @ApiResponse({ status: 201, standardSchema: DemoRequestCreatedResponse })
  @ApiErrors({ 429: 'Too many requests from this address' })
  submit(
    @Body({ schema: CreateDemoRequest }) body: CreateDemoRequest,
    @Client() client: ClientInfo,
  ) {
    return this.demoRequests.submit(body, client.ip);
  }

  @ApiBearerAuth()
  @Roles('ADMIN')
  @Get(apiRoutes.demoRequests.list)
  @ApiResponse({ status: 200, standardSchema: DemoRequestListResponse })
  @ApiErrors({ 401: 'Not logged in', 403: 'Not the deployment operator' })
  list(
    @CurrentUser() user: AuthUser,
    @Query({ schema: DemoRequestListQuery }) query: DemoRequestListQuery,
  ) {
    return this.demoRequests.list(user, query);
  }
}
