import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse } from '@nestjs/swagger';
import {
  apiRoutes,
  LEVEL_USERS_EXPORT_TYPES,
  LevelUsersExportQuery,
  LevelUsersQuery,
  LevelUsersResponse,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRoutes, ApiErrors, Route, UuidParam } from '../../common/http/api-decorators.js';
import { LevelUsersService } from './level-users.service.js';

@AdminRoutes('level-users', { 404: 'No such level in your institution' })
@Controller()
export class LevelUsersController {
  constructor(private readonly levelUsers: LevelUsersService) {}

  @Route.get(apiRoutes.levelUsers, LevelUsersResponse)
  list(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
    @Query({ schema: LevelUsersQuery }) query: LevelUsersQuery,
  ): Promise<LevelUsersResponse> {
    return this.levelUsers.list(user, levelId, query);
  }

  @Get(apiRoutes.levelUsersExport)
  @ApiOperation({
    summary: "Export a level's report",
    description:
      'Every student the filters of the level users list match (no pages), as CSV or XLSX: ' +
      'name, email, class, status, attempts, marks, percentage, result, latest attempt. Text ' +
      'cells a spreadsheet would run as a formula start with a single quote.',
  })
  @ApiProduces(LEVEL_USERS_EXPORT_TYPES.csv, LEVEL_USERS_EXPORT_TYPES.xlsx)
  @ApiResponse({
    status: 200,
    description: 'The file, as an attachment named <level>-<days>.<format>',
    content: {
      [LEVEL_USERS_EXPORT_TYPES.csv]: {
        schema: {
          type: 'string',
          example:
            'Student Name,Email,Class,Status,Attempts,Marks Awarded,Marks Allocated,Percentage,' +
            'Result,Latest Attempt (UTC)\nAsha Verma,asha.verma@example.edu,Grade 10A,Evaluated,' +
            '2,32.5,40,81.3,Passed,2025-03-14T09:30:00.000Z\n',
        },
      },
      [LEVEL_USERS_EXPORT_TYPES.xlsx]: {
        schema: { type: 'string', format: 'binary', example: '(the workbook bytes)' },
      },
    },
  })
  @ApiErrors({ 413: 'More students match than one file holds' })
  @Header('Cache-Control', 'no-store')
  async export(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
    @Query({ schema: LevelUsersExportQuery }) query: LevelUsersExportQuery,
  ): Promise<StreamableFile> {
    const file = await this.levelUsers.export(user, levelId, query);
    return new StreamableFile(file.bytes, {
      type: LEVEL_USERS_EXPORT_TYPES[file.format],
      disposition: `attachment; filename="${file.fileName}"`,
      length: file.bytes.length,
    });
  }
}
