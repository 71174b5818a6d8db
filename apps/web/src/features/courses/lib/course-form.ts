import {
  COURSE_IMAGE_FIELD,
  COURSE_IMAGE_MAX_BYTES,
  COURSE_IMAGE_MAX_COUNT,
  COURSE_IMAGE_MIME_TYPES,
  CreateCourseRequest,
  type AvailabilityStatus,
  type Course,
  type DifficultyLevel,
} from '@markwise/contract';
import { i18n } from '@/i18n/i18n';
import { schemaErrors } from '@/lib/form-errors';

export type CourseFormValues = {
  title: string;
  description: string;
  board: string;
  availablity_status: AvailabilityStatus;
  isPremium: boolean;
  difficultyLevel: DifficultyLevel;
};

export type CourseFormField = keyof CourseFormValues | 'images';
export type CourseFormErrors = Partial<Record<CourseFormField, string>>;

/** The pictures chosen in the form: new files, and whether the course's current ones stay. */
export type CourseImageChoice = {
  files: File[];
  keepExisting: boolean;
};

export const emptyCourseForm: CourseFormValues = {
  title: '',
  description: '',
  board: '',
  availablity_status: 'available',
  isPremium: false,
  difficultyLevel: 'Beginner',
};

export function courseFormFromCourse(course: Course): CourseFormValues {
  return {
    title: course.title,
    description: course.description ?? '',
    board: course.board ?? '',
    availablity_status: course.availablity_status,
    isPremium: course.isPremium,
    difficultyLevel: course.difficultyLevel,
  };
}

const COURSE_FORM_FIELDS: readonly CourseFormField[] = [
  'title',
  'description',
  'board',
  'availablity_status',
  'isPremium',
  'difficultyLevel',
];

const MAX_MB = COURSE_IMAGE_MAX_BYTES / (1024 * 1024);

/** The first problem with the chosen pictures, checked as the API checks them. */
export function imageError(files: readonly File[]): string | undefined {
  if (files.length > COURSE_IMAGE_MAX_COUNT) {
    return i18n.t('Images: choose at most {{count}} pictures', { count: COURSE_IMAGE_MAX_COUNT });
  }
  const types: readonly string[] = COURSE_IMAGE_MIME_TYPES;
  const wrongType = files.find((file) => !types.includes(file.type));
  if (wrongType) {
    return i18n.t('Images: {{file}} is not a JPEG, PNG or WebP picture', { file: wrongType.name });
  }
  const tooBig = files.find((file) => file.size > COURSE_IMAGE_MAX_BYTES);
  if (tooBig) {
    return i18n.t('Images: {{file}} is larger than {{size}} MB', {
      file: tooBig.name,
      size: MAX_MB,
    });
  }
  return undefined;
}

/** Validates with the contract's own schema, so the form refuses exactly what the API refuses. */
export function validateCourseForm(
  values: CourseFormValues,
  images: CourseImageChoice,
): CourseFormErrors {
  const errors: CourseFormErrors = schemaErrors(CreateCourseRequest, values, {
    fields: COURSE_FORM_FIELDS,
  });
  const pictures = imageError(images.files);
  if (pictures) errors.images = pictures;
  return errors;
}

type FormDataOptions = {
  mode: 'create' | 'edit';
  /** Whether the course being edited has pictures now. */
  hadImages?: boolean;
};

/**
 * The multipart body of POST /exams or PATCH /exams/:examId. Text fields go as text (booleans
 * as 'true'/'false', an empty text clears the value); new files replace all current pictures,
 * and `removeImages` clears them when the user removed them without choosing new ones.
 */
export function toCourseFormData(
  values: CourseFormValues,
  images: CourseImageChoice,
  { mode, hadImages = false }: FormDataOptions,
): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  const description = values.description.trim();
  const board = values.board.trim();
  if (mode === 'edit' || description) form.append('description', description);
  if (mode === 'edit' || board) form.append('board', board);
  form.append('availablity_status', values.availablity_status);
  form.append('isPremium', String(values.isPremium));
  form.append('difficultyLevel', values.difficultyLevel);
  for (const file of images.files) form.append(COURSE_IMAGE_FIELD, file, file.name);
  if (mode === 'edit' && hadImages && !images.keepExisting && images.files.length === 0) {
    form.append('removeImages', 'true');
  }
  return form;
}
