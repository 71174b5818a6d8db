import { Body, Controller, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  apiRoutes,
  CreateStudentRequest,
  PasswordResetResponse,
  StudentDetailResponse,
  StudentResponse,
  StudentsPage,
  StudentsQuery,
  UpdateStudentRequest,
  UpdateStudentStatusRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRoutes, Route, UuidParam } from '../../common/http/api-decorators.js';
import { StudentsService } from './students.service.js';

@AdminRoutes('students', { 401: 'Not logged in' })
@Controller()
export class StudentsController {
  constructor(private readonly students: StudentsService) {}

  @Route.get(apiRoutes.students.collection, StudentsPage)
  list(@CurrentUser() user: AuthUser, @Query({ schema: StudentsQuery }) query: StudentsQuery) {
    return this.students.list(user, query);
  }

  @Route.get(apiRoutes.students.item, StudentDetailResponse, { 404: 'No such student' })
  detail(@CurrentUser() user: AuthUser, @UuidParam('id') id: string) {
    return this.students.detail(user, id);
  }

  @Route.action(apiRoutes.students.passwordReset, PasswordResetResponse, {
    404: 'No such student',
    429: 'Too many password resets',
  })
  @ApiOperation({
    summary: "Reset a student's password",
    description:
      'Sets a new random password and returns it once; the student is signed out everywhere. ' +
      'Recorded in the audit log.',
  })
  resetPassword(@CurrentUser() user: AuthUser, @UuidParam('id') id: string) {
    return this.students.resetPassword(user, id);
  }

  @Route.post(apiRoutes.students.collection, StudentResponse, { 409: 'Email in use' })
  create(
    @CurrentUser() user: AuthUser,
    @Body({ schema: CreateStudentRequest }) body: CreateStudentRequest,
  ) {
    return this.students.create(user, body);
  }

  @Route.put(apiRoutes.students.item, StudentResponse, {
    404: 'No such student',
    409: 'Email in use',
  })
  update(
    @CurrentUser() user: AuthUser,
    @UuidParam('id') id: string,
    @Body({ schema: UpdateStudentRequest }) body: UpdateStudentRequest,
  ) {
    return this.students.update(user, id, body);
  }

  @Route.delete(apiRoutes.students.item, 'Deleted with their sessions', { 404: 'No such student' })
  async delete(@CurrentUser() user: AuthUser, @UuidParam('id') id: string) {
    await this.students.delete(user, id);
  }

  @Route.patch(apiRoutes.students.status, StudentResponse, { 404: 'No such student' })
  setStatus(
    @CurrentUser() user: AuthUser,
    @UuidParam('id') id: string,
    @Body({ schema: UpdateStudentStatusRequest }) body: UpdateStudentStatusRequest,
  ) {
    return this.students.setStatus(user, id, body.isActive);
  }
}
