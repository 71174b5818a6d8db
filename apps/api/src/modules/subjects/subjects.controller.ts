import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import {
  apiRoutes,
  CreateSubjectRequest,
  SubjectListQuery,
  SubjectListResponse,
  SubjectResponse,
  SubjectStatusRequest,
  UpdateSubjectRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRoutes, ApiErrors, UuidParam } from '../../common/http/api-decorators.js';
import { SubjectsService } from './subjects.service.js';

@AdminRoutes('subjects', { 404: 'No such course or subject' })
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
    @UuidParam('subjectId') id: string,
    @Body({ schema: UpdateSubjectRequest }) body: UpdateSubjectRequest,
  ): Promise<SubjectResponse> {
    return { data: await this.subjects.update(user, id, body) };
  }

  @Patch(apiRoutes.subjects.status)
  @ApiResponse({ status: 200, standardSchema: SubjectResponse })
  async setStatus(
    @CurrentUser() user: AuthUser,
    @UuidParam('subjectId') id: string,
    @Body({ schema: SubjectStatusRequest }) body: SubjectStatusRequest,
  ): Promise<SubjectResponse> {
    return { data: await this.subjects.update(user, id, body) };
  }

  @Delete(apiRoutes.subjects.item)
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Deleted with its journeys and levels' })
  @ApiErrors({ 409: 'Students attempted it' })
  async delete(@CurrentUser() user: AuthUser, @UuidParam('subjectId') id: string) {
    await this.subjects.delete(user, id);
  }
}
