import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  ErrorResponse,
  LevelUsersQuery,
  LevelUsersResponse,
  uuidField,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { LevelUsersService } from './level-users.service.js';

@ApiTags('level-users')
@ApiBearerAuth()
@ApiResponse({ status: 400, description: 'Invalid input', standardSchema: ErrorResponse })
@ApiResponse({ status: 403, description: 'Not an admin', standardSchema: ErrorResponse })
@ApiResponse({
  status: 404,
  description: 'No such level in your institution',
  standardSchema: ErrorResponse,
})
@Roles('ADMIN')
@Controller()
export class LevelUsersController {
  constructor(private readonly levelUsers: LevelUsersService) {}

  @Get(apiRoutes.levelUsers)
  @ApiResponse({ status: 200, standardSchema: LevelUsersResponse })
  list(
    @CurrentUser() user: AuthUser,
    @Param('levelId', { schema: uuidField('levelId') }) levelId: string,
    @Query({ schema: LevelUsersQuery }) query: LevelUsersQuery,
  ): Promise<LevelUsersResponse> {
    return this.levelUsers.list(user, levelId, query);
  }
}
