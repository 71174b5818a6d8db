import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiRoutes,
  COURSE_IMAGE_FIELD,
  COURSE_IMAGE_MAX_BYTES,
  COURSE_IMAGE_MAX_COUNT,
  CourseListQuery,
  CourseListResponse,
  CourseResponse,
  CreateCourseRequest,
  ErrorResponse,
  UpdateCourseRequest,
  uuidField,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { CoursesService } from './courses.service.js';

const examId = { schema: uuidField('examId') };

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

@ApiTags('courses')
@ApiBearerAuth()
@Roles('ADMIN')
@ApiResponse({ status: 400, description: 'Invalid input', standardSchema: ErrorResponse })
@ApiResponse({ status: 403, description: 'Not an admin', standardSchema: ErrorResponse })
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
  @ApiResponse({ status: 404, standardSchema: ErrorResponse })
  async get(
    @CurrentUser() user: AuthUser,
    @Param('examId', examId) id: string,
  ): Promise<CourseResponse> {
    return { data: await this.courses.get(user, id) };
  }

  @Post(apiRoutes.courses.collection)
  @ApiOperation({ summary: 'Create a course', description: IMAGES_NOTE })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiResponse({ status: 201, standardSchema: CourseResponse })
  @ApiResponse({ status: 413, description: 'An image over 2 MB', standardSchema: ErrorResponse })
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
  @ApiResponse({ status: 404, standardSchema: ErrorResponse })
  @ApiResponse({ status: 413, description: 'An image over 2 MB', standardSchema: ErrorResponse })
  @UseInterceptors(courseImages)
  async update(
    @CurrentUser() user: AuthUser,
    @Param('examId', examId) id: string,
    @Body({ schema: UpdateCourseRequest }) body: UpdateCourseRequest,
    @UploadedFiles() images: Express.Multer.File[] | undefined,
  ): Promise<CourseResponse> {
    return { data: await this.courses.update(user, id, body, images ?? []) };
  }

  @Delete(apiRoutes.courses.item)
  @HttpCode(204)
  @ApiResponse({ status: 204, description: 'Deleted with its subjects, journeys and levels' })
  @ApiResponse({ status: 404, standardSchema: ErrorResponse })
  @ApiResponse({ status: 409, description: 'Students attempted it', standardSchema: ErrorResponse })
  async delete(@CurrentUser() user: AuthUser, @Param('examId', examId) id: string): Promise<void> {
    await this.courses.delete(user, id);
  }
}
