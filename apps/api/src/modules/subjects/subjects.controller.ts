import { Body, Controller, Query } from '@nestjs/common';
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
import { AdminRoutes, Route, UuidParam } from '../../common/http/api-decorators.js';
import { SubjectsService } from './subjects.service.js';

@AdminRoutes('subjects', { 404: 'No such course or subject' })
@Controller()
export class SubjectsController {
  constructor(private readonly subjects: SubjectsService) {}

  @Route.get(apiRoutes.subjects.collection, SubjectListResponse)
  async list(
    @CurrentUser() user: AuthUser,
    @Query({ schema: SubjectListQuery }) query: SubjectListQuery,
  ): Promise<SubjectListResponse> {
    return { data: await this.subjects.listByCourse(user, query.examId) };
  }

  @Route.post(apiRoutes.subjects.collection, SubjectResponse)
  async create(
    @CurrentUser() user: AuthUser,
    @Body({ schema: CreateSubjectRequest }) body: CreateSubjectRequest,
  ): Promise<SubjectResponse> {
    return { data: await this.subjects.create(user, body) };
  }

  @Route.patch(apiRoutes.subjects.item, SubjectResponse)
  async update(
    @CurrentUser() user: AuthUser,
    @UuidParam('subjectId') id: string,
    @Body({ schema: UpdateSubjectRequest }) body: UpdateSubjectRequest,
  ): Promise<SubjectResponse> {
    return { data: await this.subjects.update(user, id, body) };
  }

  @Route.patch(apiRoutes.subjects.status, SubjectResponse)
  async setStatus(
    @CurrentUser() user: AuthUser,
    @UuidParam('subjectId') id: string,
    @Body({ schema: SubjectStatusRequest }) body: SubjectStatusRequest,
  ): Promise<SubjectResponse> {
    return { data: await this.subjects.update(user, id, body) };
  }

  @Route.delete(apiRoutes.subjects.item, 'Deleted with its journeys and levels', {
    409: 'Students attempted it',
  })
  async delete(@CurrentUser() user: AuthUser, @UuidParam('subjectId') id: string) {
    await this.subjects.delete(user, id);
  }
}
