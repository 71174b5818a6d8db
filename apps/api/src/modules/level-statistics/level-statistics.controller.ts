import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse } from '@nestjs/swagger';
import {
  apiRoutes,
  GradebookQuery,
  LEVEL_USERS_EXPORT_TYPES,
  LevelStatisticsResponse,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRoutes, Route, UuidParam } from '../../common/http/api-decorators.js';
import { LevelStatisticsService } from './level-statistics.service.js';

const routes = apiRoutes.levelStatistics;

@AdminRoutes('level-statistics', { 404: 'No such level in your institution' })
@Controller()
export class LevelStatisticsController {
  constructor(private readonly statistics: LevelStatisticsService) {}

  @Route.get(routes.questions, LevelStatisticsResponse)
  @ApiOperation({
    summary: "How a level's questions went",
    description:
      "Per question of the level's paper, over each student's latest attempt with marks (in " +
      'review or evaluated): mean, facility, discrimination (corrected item-total correlation), ' +
      'answers per whole mark and the rubric points most often missed.',
  })
  questions(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
  ): Promise<LevelStatisticsResponse> {
    return this.statistics.statistics(user, levelId);
  }

  @Get(routes.gradebook)
  @ApiOperation({
    summary: "A level's gradebook",
    description:
      "Each student's latest attempt with marks × the paper's questions, as CSV or XLSX: name, " +
      'email, the mark of each question, total, percentage, status and whether the marks are ' +
      'released (every mark shows, released or not). Text cells a spreadsheet would run as a ' +
      'formula start with a single quote.',
  })
  @ApiProduces(LEVEL_USERS_EXPORT_TYPES.csv, LEVEL_USERS_EXPORT_TYPES.xlsx)
  @ApiResponse({
    status: 200,
    description: 'The file, as an attachment named <level>-gradebook.<format>',
    content: {
      [LEVEL_USERS_EXPORT_TYPES.csv]: {
        schema: {
          type: 'string',
          example:
            'Student Name,Email,Q1 (4),Q2 (6),Total (10),Percentage,Status,Released\n' +
            'Asha Verma,asha.verma@example.edu,3,4.5,7.5,75,Evaluated,Yes\n',
        },
      },
      [LEVEL_USERS_EXPORT_TYPES.xlsx]: {
        schema: { type: 'string', format: 'binary', example: '(the workbook bytes)' },
      },
    },
  })
  @Header('Cache-Control', 'no-store')
  async gradebook(
    @CurrentUser() user: AuthUser,
    @UuidParam('levelId') levelId: string,
    @Query({ schema: GradebookQuery }) query: GradebookQuery,
  ): Promise<StreamableFile> {
    const file = await this.statistics.gradebook(user, levelId, query);
    return new StreamableFile(file.bytes, {
      type: LEVEL_USERS_EXPORT_TYPES[file.format],
      disposition: `attachment; filename="${file.fileName}"`,
      length: file.bytes.length,
    });
  }
}
