import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  CreateStudentRequest,
  ErrorResponse,
  StudentResponse,
  StudentsPage,
  StudentsQuery,
  UpdateStudentRequest,
  UpdateStudentStatusRequest,
  uuidField,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { StudentsService } from './students.service.js';

const StudentId = uuidField('id');

@ApiTags('students')
@ApiBearerAuth()
@Roles('ADMIN')
@ApiResponse({ status: 400, description: 'Invalid input', standardSchema: ErrorResponse })
@ApiResponse({ status: 401, description: 'Not logged in', standardSchema: ErrorResponse })
@ApiResponse({ status: 403, description: 'Not an admin', standardSchema: ErrorResponse })
@Controller()
export class StudentsController {
  constructor(private readonly students: StudentsService) {}

  @Get(apiRoutes.students.collection)
  @ApiResponse({ status: 200, standardSchema: StudentsPage })
  list(@CurrentUser() user: AuthUser, @Query({ schema: StudentsQuery }) query: StudentsQuery) {
    return this.students.list(user, query);
  }

  @Post(apiRoutes.students.collection)
  @ApiResponse({ status: 201, standardSchema: StudentResponse })
  @ApiResponse({ status: 409, description: 'Email in use', standardSchema: ErrorResponse })
  create(
    @CurrentUser() user: AuthUser,
    @Body({ schema: CreateStudentRequest }) body: CreateStudentRequest,
  ) {
    return this.students.create(user, body);
  }

  @Put(apiRoutes.students.item)
  @ApiResponse({ status: 200, standardSchema: StudentResponse })
  @ApiResponse({ status: 404, description: 'No such student', standardSchema: ErrorResponse })
  @ApiResponse({ status: 409, description: 'Email in use', standardSchema: ErrorResponse })
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', { schema: StudentId }) id: string,
    @Body({ schema: UpdateStudentRequest }) body: UpdateStudentRequest,
  ) {
    return this.students.update(user, id, body);
  }

  @Delete(apiRoutes.students.item)
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Deleted with their sessions' })
  @ApiResponse({ status: 404, description: 'No such student', standardSchema: ErrorResponse })
  async delete(@CurrentUser() user: AuthUser, @Param('id', { schema: StudentId }) id: string) {
    await this.students.delete(user, id);
  }

  @Patch(apiRoutes.students.status)
  @ApiResponse({ status: 200, standardSchema: StudentResponse })
  @ApiResponse({ status: 404, description: 'No such student', standardSchema: ErrorResponse })
  setStatus(
    @CurrentUser() user: AuthUser,
    @Param('id', { schema: StudentId }) id: string,
    @Body({ schema: UpdateStudentStatusRequest }) body: UpdateStudentStatusRequest,
  ) {
    return this.students.setStatus(user, id, body.isActive);
  }
}
