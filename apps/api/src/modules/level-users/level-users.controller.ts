import { Controller, Get, Query } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { apiRoutes, LevelUsersQuery, LevelUsersResponse } from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRoutes, UuidParam } from '../../common/http/api-decorators.js';
import { LevelUsersService } from './level-users.service.js';

@AdminRoutes('level-users', { 404: 'No such level in your institution' })
@Controller()
export class LevelUsersController {
  constructor(private readonly levelUsers: LevelUsersService) {}

  @Get(apiRoutes.levelUsers)
  @ApiResponse({ status: 200, standardSchema: LevelUsersResponse })
  list(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
    @Query({ schema: LevelUsersQuery }) query: LevelUsersQuery,
  ): Promise<LevelUsersResponse> {
    return this.levelUsers.list(user, levelId, query);
  }
}
