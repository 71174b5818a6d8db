import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  CreateSubjectRequest,
  ErrorResponse,
  SubjectListQuery,
  SubjectListResponse,
  SubjectResponse,
  SubjectStatusRequest,
  UpdateSubjectRequest,
  uuidField,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { SubjectsService } from './subjects.service.js';

const subjectId = { schema: uuidField('subjectId') };

@ApiTags('subjects')
@ApiBearerAuth()
@Roles('ADMIN')
@ApiResponse({ status: 400, description: 'Invalid input', standardSchema: ErrorResponse })
@ApiResponse({ status: 403, description: 'Not an admin', standardSchema: ErrorResponse })
@ApiResponse({
  status: 404,
  description: 'No such course or subject',
  standardSchema: ErrorResponse,
})
@Controller()
export class SubjectsController {
  constructor(private readonly subjects: SubjectsService) {}

  @Get(apiRoutes.subjects.collection)
  @ApiResponse({ status: 200, standardSchema: SubjectListResponse })
  async list(
    @CurrentUser() user: AuthUser,
    @Query({ schema: SubjectListQuery }) query: SubjectListQuery,
  ): Promise<SubjectListResponse> {
    return { data: await this.subjects.listByCourse(user, query.examId) };
  }

  @Post(apiRoutes.subjects.collection)
  @ApiResponse({ status: 201, standardSchema: SubjectResponse })
  async create(
    @CurrentUser() user: AuthUser,
    @Body({ schema: CreateSubjectRequest }) body: CreateSubjectRequest,
  ): Promise<SubjectResponse> {
    return { data: await this.subjects.create(user, body) };
  }

  @Patch(apiRoutes.subjects.item)
  @ApiResponse({ status: 200, standardSchema: SubjectResponse })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('subjectId', subjectId) id: string,
    @Body({ schema: UpdateSubjectRequest }) body: UpdateSubjectRequest,
  ): Promise<SubjectResponse> {
    return { data: await this.subjects.update(user, id, body) };
  }

  @Patch(apiRoutes.subjects.status)
  @ApiResponse({ status: 200, standardSchema: SubjectResponse })
  async setStatus(
    @CurrentUser() user: AuthUser,
    @Param('subjectId', subjectId) id: string,
    @Body({ schema: SubjectStatusRequest }) body: SubjectStatusRequest,
  ): Promise<SubjectResponse> {
    return { data: await this.subjects.update(user, id, body) };
  }

  @Delete(apiRoutes.subjects.item)
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Deleted with its journeys and levels' })
  @ApiResponse({ status: 409, description: 'Students attempted it', standardSchema: ErrorResponse })
  async delete(@CurrentUser() user: AuthUser, @Param('subjectId', subjectId) id: string) {
    await this.subjects.delete(user, id);
  }
}
