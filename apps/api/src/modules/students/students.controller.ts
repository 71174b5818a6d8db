import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
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
import { AdminRoutes, ApiErrors, UuidParam } from '../../common/http/api-decorators.js';
import { StudentsService } from './students.service.js';

@AdminRoutes('students', { 401: 'Not logged in' })
@Controller()
export class StudentsController {
  constructor(private readonly students: StudentsService) {}

  @Get(apiRoutes.students.collection)
  @ApiResponse({ status: 200, standardSchema: StudentsPage })
  list(@CurrentUser() user: AuthUser, @Query({ schema: StudentsQuery }) query: StudentsQuery) {
    return this.students.list(user, query);
  }

  @Get(apiRoutes.students.item)
  @ApiResponse({ status: 200, standardSchema: StudentDetailResponse })
  @ApiErrors({ 404: 'No such student' })
  detail(@CurrentUser() user: AuthUser, @UuidParam('id') id: string) {
    return this.students.detail(user, id);
  }

  @Post(apiRoutes.students.passwordReset)
  @HttpCode(200)
  @ApiOperation({
    summary: "Reset a student's password",
    description:
      'Sets a new random password and returns it once; the student is signed out everywhere. ' +
      'Recorded in the audit log.',
  })
  @ApiResponse({ status: 200, standardSchema: PasswordResetResponse })
  @ApiErrors({ 404: 'No such student', 429: 'Too many password resets' })
  resetPassword(@CurrentUser() user: AuthUser, @UuidParam('id') id: string) {
    return this.students.resetPassword(user, id);
  }

  @Post(apiRoutes.students.collection)
  @ApiResponse({ status: 201, standardSchema: StudentResponse })
  @ApiErrors({ 409: 'Email in use' })
  create(
    @CurrentUser() user: AuthUser,
    @Body({ schema: CreateStudentRequest }) body: CreateStudentRequest,
  ) {
    return this.students.create(user, body);
  }

  @Put(apiRoutes.students.item)
  @ApiResponse({ status: 200, standardSchema: StudentResponse })
  @ApiErrors({ 404: 'No such student', 409: 'Email in use' })
  update(
    @CurrentUser() user: AuthUser,
    @UuidParam('id') id: string,
    @Body({ schema: UpdateStudentRequest }) body: UpdateStudentRequest,
  ) {
    return this.students.update(user, id, body);
  }

  @Delete(apiRoutes.students.item)
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Deleted with their sessions' })
  @ApiErrors({ 404: 'No such student' })
  async delete(@CurrentUser() user: AuthUser, @UuidParam('id') id: string) {
    await this.students.delete(user, id);
  }

  @Patch(apiRoutes.students.status)
  @ApiResponse({ status: 200, standardSchema: StudentResponse })
  @ApiErrors({ 404: 'No such student' })
  setStatus(
    @CurrentUser() user: AuthUser,
    @UuidParam('id') id: string,
    @Body({ schema: UpdateStudentStatusRequest }) body: UpdateStudentStatusRequest,
  ) {
    return this.students.setStatus(user, id, body.isActive);
  }
}
