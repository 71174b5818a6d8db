import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  CreateDemoRequest,
  DemoRequestCreatedResponse,
  DemoRequestListQuery,
  DemoRequestListResponse,
  ErrorResponse,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { Client } from '../../common/http/client-info.js';
import type { ClientInfo } from '../auth/auth.service.js';
import { DemoRequestsService } from './demo-requests.service.js';

@ApiTags('demo-requests')
@ApiResponse({ status: 400, description: 'Invalid input', standardSchema: ErrorResponse })
@Controller()
export class DemoRequestsController {
  constructor(private readonly demoRequests: DemoRequestsService) {}

  @Public()
  @Post(apiRoutes.demoRequests.create)
  @HttpCode(201)
  @ApiResponse({ status: 201, standardSchema: DemoRequestCreatedResponse })
  @ApiResponse({
    status: 429,
    description: 'Too many requests from this address',
    standardSchema: ErrorResponse,
  })
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
  @ApiResponse({ status: 401, description: 'Not logged in', standardSchema: ErrorResponse })
  @ApiResponse({
    status: 403,
    description: 'Not the deployment operator',
    standardSchema: ErrorResponse,
  })
  list(
    @CurrentUser() user: AuthUser,
    @Query({ schema: DemoRequestListQuery }) query: DemoRequestListQuery,
  ) {
    return this.demoRequests.list(user, query);
  }
}
