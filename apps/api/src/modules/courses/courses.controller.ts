import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Patch,
  Post,
  Query,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiOperation, ApiResponse } from '@nestjs/swagger';
import {
  apiRoutes,
  COURSE_IMAGE_FIELD,
  COURSE_IMAGE_MAX_BYTES,
  COURSE_IMAGE_MAX_COUNT,
  CourseListQuery,
  CourseListResponse,
  CourseResponse,
  CreateCourseRequest,
  UpdateCourseRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRoutes, ApiErrors, UuidParam } from '../../common/http/api-decorators.js';
import { CoursesService } from './courses.service.js';

const IMAGES_NOTE =
  'Send multipart/form-data to attach pictures: the fields below plus up to 4 `images` files ' +
  '(JPEG, PNG or WebP, checked by content, 2 MB each). JSON without pictures is accepted too.';

/**
 * Files stay in memory until their content is checked; multer enforces the count and size. The
 * count is checked by `maxCount`, whose error names the field; `files` is only a backstop.
 */
const courseImages = FilesInterceptor(COURSE_IMAGE_FIELD, COURSE_IMAGE_MAX_COUNT, {
  limits: { fileSize: COURSE_IMAGE_MAX_BYTES, files: COURSE_IMAGE_MAX_COUNT + 1, fields: 20 },
});

@AdminRoutes('courses')
@Controller()
export class CoursesController {
  constructor(private readonly courses: CoursesService) {}

  @Get(apiRoutes.courses.adminList)
  @ApiResponse({ status: 200, standardSchema: CourseListResponse })
  async list(
    @CurrentUser() user: AuthUser,
    @Query({ schema: CourseListQuery }) _query: CourseListQuery,
  ): Promise<CourseListResponse> {
    return { data: await this.courses.list(user) };
  }

  @Get(apiRoutes.courses.item)
  @ApiResponse({ status: 200, standardSchema: CourseResponse })
  @ApiErrors({ 404: '' })
  async get(
    @CurrentUser() user: AuthUser,
    @UuidParam('examId') id: string,
  ): Promise<CourseResponse> {
    return { data: await this.courses.get(user, id) };
  }

  @Post(apiRoutes.courses.collection)
  @ApiOperation({ summary: 'Create a course', description: IMAGES_NOTE })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiResponse({ status: 201, standardSchema: CourseResponse })
  @ApiErrors({ 413: 'An image over 2 MB' })
  @UseInterceptors(courseImages)
  async create(
    @CurrentUser() user: AuthUser,
    @Body({ schema: CreateCourseRequest }) body: CreateCourseRequest,
    @UploadedFiles() images: Express.Multer.File[] | undefined,
  ): Promise<CourseResponse> {
    return { data: await this.courses.create(user, body, images ?? []) };
  }

  @Patch(apiRoutes.courses.item)
  @ApiOperation({
    summary: 'Change a course',
    description: `${IMAGES_NOTE} New images replace all the old ones; removeImages clears them.`,
  })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiResponse({ status: 200, standardSchema: CourseResponse })
  @ApiErrors({ 404: '', 413: 'An image over 2 MB' })
  @UseInterceptors(courseImages)
  async update(
    @CurrentUser() user: AuthUser,
    @UuidParam('examId') id: string,
    @Body({ schema: UpdateCourseRequest }) body: UpdateCourseRequest,
    @UploadedFiles() images: Express.Multer.File[] | undefined,
  ): Promise<CourseResponse> {
    return { data: await this.courses.update(user, id, body, images ?? []) };
  }

  @Delete(apiRoutes.courses.item)
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Deleted with its subjects, journeys and levels' })
  @ApiErrors({ 404: '', 409: 'Students attempted it' })
  async delete(@CurrentUser() user: AuthUser, @UuidParam('examId') id: string): Promise<void> {
    await this.courses.delete(user, id);
  }
}
