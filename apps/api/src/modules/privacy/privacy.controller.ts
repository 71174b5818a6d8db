import { Controller, Get, Header, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse } from '@nestjs/swagger';
import { privacyRoutes, StudentErasureResponse } from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRoutes, Route, UuidParam } from '../../common/http/api-decorators.js';
import { StudentErasureService } from './student-erasure.service.js';
import { StudentExportService } from './student-export.service.js';

@AdminRoutes('students', {
  400: 'Invalid id',
  401: 'Not logged in',
  404: 'No such student in your institution',
})
@Controller()
export class PrivacyController {
  constructor(
    private readonly exports: StudentExportService,
    private readonly erasures: StudentErasureService,
  ) {}

  @Get(privacyRoutes.export)
  @ApiOperation({
    summary: "Export all of a student's personal data",
    description:
      'A zip: `data.json` (profile, preferences, XP and level progress, every practice session ' +
      'with its answers, marks, feedback and reports, mark overrides and other audit entries, ' +
      'sign-in records without the tokens) and the stored files (`avatar.<ext>`, ' +
      '`photos/<sessionId>/<file>`). Streamed; the export is recorded in the audit log.',
  })
  @ApiProduces('application/zip')
  @ApiResponse({
    status: 200,
    description: 'The archive, as an attachment named student-<id>-export.zip',
    content: {
      'application/zip': {
        schema: { type: 'string', format: 'binary', example: '(the zip bytes)' },
      },
    },
  })
  @Header('Cache-Control', 'no-store')
  async export(
    @CurrentUser() user: AuthUser,
    @UuidParam('id') id: string,
  ): Promise<StreamableFile> {
    const { fileName, zip } = await this.exports.export(user, id);
    return new StreamableFile(zip, {
      type: 'application/zip',
      disposition: `attachment; filename="${fileName}"`,
    });
  }

  @Route.deleteWithBody(privacyRoutes.erase, StudentErasureResponse)
  @ApiOperation({
    summary: 'Erase a student with all their personal data',
    description:
      'In one transaction: the account, sign-ins, enrollments, level progress, every practice ' +
      'session with its answers, and the audit entries about them; then the avatar and answer ' +
      'photos on disk. The audit log keeps who erased, when and in which institution, under ' +
      '`erasureId`. Cannot be undone: export first if the data is still needed.',
  })
  erase(@CurrentUser() user: AuthUser, @UuidParam('id') id: string) {
    return this.erasures.erase(user, id);
  }
}
