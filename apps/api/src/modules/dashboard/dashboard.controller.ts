import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  DashboardStatsResponse,
  ErrorResponse,
  PerformanceResponse,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { DashboardService } from './dashboard.service.js';

@ApiTags('dashboard')
@ApiBearerAuth()
@ApiResponse({ status: 403, description: 'Not an admin', standardSchema: ErrorResponse })
@Roles('ADMIN')
@Controller()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get(apiRoutes.dashboard.stats)
  @ApiResponse({ status: 200, standardSchema: DashboardStatsResponse })
  stats(@CurrentUser() user: AuthUser): Promise<DashboardStatsResponse> {
    return this.dashboard.stats(user);
  }

  @Get(apiRoutes.dashboard.performance)
  @ApiResponse({ status: 200, standardSchema: PerformanceResponse })
  performance(@CurrentUser() user: AuthUser): Promise<PerformanceResponse> {
    return this.dashboard.performance(user);
  }
}
