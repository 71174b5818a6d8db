import { Body, Controller, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  CreateDemoRequest,
  DemoRequestCreatedResponse,
  DemoRequestListQuery,
  DemoRequestListResponse,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { ApiErrors, Route } from '../../common/http/api-decorators.js';
import { Client } from '../../common/http/client-info.js';
import type { ClientInfo } from '../auth/auth.service.js';
import { DemoRequestsService } from './demo-requests.service.js';

@ApiTags('demo-requests')
@ApiErrors({ 400: 'Invalid input' })
@Controller()
export class DemoRequestsController {
  constructor(private readonly demoRequests: DemoRequestsService) {}

  @Public()
  @Route.post(apiRoutes.demoRequests.create, DemoRequestCreatedResponse, {
    429: 'Too many requests from this address',
  })
  submit(
    @Body({ schema: CreateDemoRequest }) body: CreateDemoRequest,
    @Client() client: ClientInfo,
  ) {
    return this.demoRequests.submit(body, client.ip);
  }

  @ApiBearerAuth()
  @Roles('ADMIN')
  @Route.get(apiRoutes.demoRequests.list, DemoRequestListResponse, {
    401: 'Not logged in',
    403: 'Not the deployment operator',
  })
  list(
    @CurrentUser() user: AuthUser,
    @Query({ schema: DemoRequestListQuery }) query: DemoRequestListQuery,
  ) {
    return this.demoRequests.list(user, query);
  }
}
