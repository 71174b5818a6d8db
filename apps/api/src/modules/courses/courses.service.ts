import { Injectable } from '@nestjs/common';
import type { Course, CreateCourseRequest, UpdateCourseRequest } from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, invalid, notFound } from '../../common/errors/domain-errors.js';
import { CoursesRepository, type CourseValues } from '../../data/catalogue/courses.repository.js';
import { tenantOf } from '../../data/scope.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import { Transactions, type Tx } from '../../data/transactions.js';
import { CourseImagesService } from './course-images.service.js';
import { toCourse } from './course.mapper.js';
import { blankToNull, formBoolean } from './form-values.js';

type ImageFile = Express.Multer.File;

@Injectable()
export class CoursesService {
  constructor(
    private readonly transactions: Transactions,
    private readonly courses: CoursesRepository,
    private readonly attempts: AttemptsRepository,
    private readonly images: CourseImagesService,
  ) {}

  async list(caller: AuthUser): Promise<Course[]> {
    const rows = await this.courses.list(tenantOf(caller));
    return rows.map(toCourse);
  }

  async get(caller: AuthUser, courseId: string): Promise<Course> {
    return toCourse(await this.findCourse(caller, courseId));
  }

  async create(caller: AuthUser, input: CreateCourseRequest, files: ImageFile[]): Promise<Course> {
    // Stored first, so a bad file refuses the request before any row exists.
    const imageUrls = await this.images.saveAll(files);
    let courseId: string;
    try {
      courseId = await this.courses.insert(tenantOf(caller), {
        title: input.title,
        description: blankToNull(input.description) ?? null,
        imageUrls,
        availabilityStatus: input.availablity_status ?? 'available',
        isPremium: formBoolean(input.isPremium) ?? false,
        board: blankToNull(input.board) ?? null,
        difficultyLevel: input.difficultyLevel ?? 'Beginner',
      });
    } catch (error) {
      await this.images.removeAll(imageUrls);
      throw error;
    }
    return this.get(caller, courseId);
  }

  /** New images replace all the old ones, which are removed only once the row has changed. */
  async update(
    caller: AuthUser,
    courseId: string,
    input: UpdateCourseRequest,
    files: ImageFile[],
  ): Promise<Course> {
    const removeImages = formBoolean(input.removeImages) === true;
    if (removeImages && files.length > 0) {
      throw invalid('removeImages cannot be combined with new images');
    }
    const before = await this.findCourse(caller, courseId);
    const replaceImages = files.length > 0 || removeImages;
    const imageUrls = replaceImages ? await this.images.saveAll(files) : undefined;
    try {
      const changes = changesOf(input, imageUrls);
      // Not updated: the course was deleted since it was read.
      if (!(await this.courses.update(tenantOf(caller), courseId, changes))) {
        throw notFound('Course not found');
      }
    } catch (error) {
      // The new files belong to a change that did not happen.
      await this.images.removeAll(imageUrls ?? []);
      throw error;
    }
    if (imageUrls) await this.images.removeAll(before.imageUrls);
    return this.get(caller, courseId);
  }

  /** Refused while students have attempted any of its levels: their results would go with it. */
  async delete(caller: AuthUser, courseId: string): Promise<void> {
    const scope = tenantOf(caller);
    const course = await this.transactions.run(async (tx) => {
      const found = await this.findCourse(caller, courseId, tx);
      if (await this.attempts.anyOn(scope, { courseId }, tx)) {
        throw conflict('This course cannot be deleted because students have attempted its levels');
      }
      await this.courses.delete(scope, courseId, tx);
      return found;
    });
    await this.images.removeAll(course.imageUrls);
  }

  private async findCourse(caller: AuthUser, courseId: string, tx?: Tx) {
    const course = await this.courses.findById(tenantOf(caller), courseId, tx);
    if (!course) throw notFound('Course not found');
    return course;
  }
}

function changesOf(input: UpdateCourseRequest, imageUrls: string[] | undefined) {
  const changes: Partial<CourseValues> = {
    title: input.title,
    description: blankToNull(input.description),
    imageUrls,
    availabilityStatus: input.availablity_status,
    isPremium: formBoolean(input.isPremium),
    board: blankToNull(input.board),
    difficultyLevel: input.difficultyLevel,
  };
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<CourseValues>;
}
