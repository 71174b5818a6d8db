import { Body, Controller, Query, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiOperation } from '@nestjs/swagger';
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
import { AdminRoutes, Route, UuidParam } from '../../common/http/api-decorators.js';
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

/** The error of an image over the size multer allows. */
const TOO_LARGE = { 413: 'An image over 2 MB' };

@AdminRoutes('courses')
@Controller()
export class CoursesController {
  constructor(private readonly courses: CoursesService) {}

  @Route.get(apiRoutes.courses.adminList, CourseListResponse)
  async list(
    @CurrentUser() user: AuthUser,
    @Query({ schema: CourseListQuery }) _query: CourseListQuery,
  ): Promise<CourseListResponse> {
    return { data: await this.courses.list(user) };
  }

  @Route.get(apiRoutes.courses.item, CourseResponse, { 404: '' })
  async get(
    @CurrentUser() user: AuthUser,
    @UuidParam('examId') id: string,
  ): Promise<CourseResponse> {
    return { data: await this.courses.get(user, id) };
  }

  @Route.post(apiRoutes.courses.collection, CourseResponse, TOO_LARGE)
  @ApiOperation({ summary: 'Create a course', description: IMAGES_NOTE })
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(courseImages)
  async create(
    @CurrentUser() user: AuthUser,
    @Body({ schema: CreateCourseRequest }) body: CreateCourseRequest,
    @UploadedFiles() images: Express.Multer.File[] | undefined,
  ): Promise<CourseResponse> {
    return { data: await this.courses.create(user, body, images ?? []) };
  }

  @Route.patch(apiRoutes.courses.item, CourseResponse, { 404: '', ...TOO_LARGE })
  @ApiOperation({
    summary: 'Change a course',
    description: `${IMAGES_NOTE} New images replace all the old ones; removeImages clears them.`,
  })
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(courseImages)
  async update(
    @CurrentUser() user: AuthUser,
    @UuidParam('examId') id: string,
    @Body({ schema: UpdateCourseRequest }) body: UpdateCourseRequest,
    @UploadedFiles() images: Express.Multer.File[] | undefined,
  ): Promise<CourseResponse> {
    return { data: await this.courses.update(user, id, body, images ?? []) };
  }

  @Route.delete(apiRoutes.courses.item, 'Deleted with its subjects, journeys and levels', {
    404: '',
    409: 'Students attempted it',
  })
  async delete(@CurrentUser() user: AuthUser, @UuidParam('examId') id: string): Promise<void> {
    await this.courses.delete(user, id);
  }
}
