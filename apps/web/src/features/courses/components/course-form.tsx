import { NativeSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  AVAILABILITY_STATUSES,
  COURSE_IMAGE_MAX_COUNT,
  COURSE_IMAGE_MIME_TYPES,
  DIFFICULTY_LEVELS,
  type Course,
} from '@markwise/contract';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { ImageDropzone } from '@/components/image-dropzone';
import { errorMessage } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/notify';
import { useCreateCourse } from '../api/create-course';
import { useUpdateCourse } from '../api/update-course';
import { availabilityBadge, difficultyLabel } from '../lib/course-display';
import {
  courseFormFromCourse,
  emptyCourseForm,
  toCourseFormData,
  validateCourseForm,
  type CourseFormValues,
  type CourseImageChoice,
} from '../lib/course-form';
import { FormActions } from '@/components/form-actions';
import { SaveButton } from '@/components/save-button';
import { focusTitleIfInvalid, TitleDescriptionFields } from '@/components/title-description-fields';

type CourseFormProps = {
  /** The course to edit; none creates a new one. */
  course?: Course;
  onDone: () => void;
};

/** Create or edit a course: text fields, availability, premium, difficulty and pictures. */
export function CourseForm({ course, onDone }: CourseFormProps) {
  const { t } = useTranslation();
  const mode = course ? 'edit' : 'create';
  const [images, setImages] = useState<CourseImageChoice>({ files: [], keepExisting: true });
  // The pictures are files, kept beside the form's values; their error is the form's 'images'.
  const form = useForm<CourseFormValues>({
    initialValues: course ? courseFormFromCourse(course) : emptyCourseForm,
    validate: (values) => validateCourseForm(values, images),
  });
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const pending = create.isPending || update.isPending;

  const onValid = (values: CourseFormValues) => {
    const body = toCourseFormData(values, images, {
      mode,
      hadImages: (course?.imageUrls.length ?? 0) > 0,
    });
    const onError = (error: Error) =>
      toastError(
        errorMessage(
          error,
          mode === 'edit'
            ? t('Failed to update course. Please try again.')
            : t('Failed to create course. Please try again.'),
        ),
      );
    const onSuccess = () => {
      toastSuccess(
        mode === 'edit' ? t('Course updated successfully!') : t('Course created successfully!'),
      );
      onDone();
    };
    if (course) update.mutate({ examId: course._id, form: body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  return (
    <form onSubmit={form.onSubmit(onValid, focusTitleIfInvalid(form))} noValidate>
      <Stack gap="md">
        <TitleDescriptionFields form={form} disabled={pending} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('Board')}
            placeholder={t('e.g. CBSE')}
            {...form.getInputProps('board')}
            disabled={pending}
          />
          <NativeSelect
            label={t('Availability')}
            data={AVAILABILITY_STATUSES.map((value) => ({
              value,
              label: availabilityBadge(value).label,
            }))}
            {...form.getInputProps('availablity_status')}
            disabled={pending}
          />
          <NativeSelect
            label={t('Difficulty level')}
            data={DIFFICULTY_LEVELS.map((value) => ({ value, label: difficultyLabel(value) }))}
            {...form.getInputProps('difficultyLevel')}
            disabled={pending}
          />
          <Switch
            label={t('Premium course')}
            {...form.getInputProps('isPremium', { type: 'checkbox' })}
            disabled={pending}
            mt={{ base: 0, xs: 30 }}
          />
        </SimpleGrid>
        <ImageDropzone
          label={t('Images')}
          description={t(
            'Up to {{count}} JPEG, PNG or WebP pictures, 2 MB each. The first one is shown on the card.',
            { count: COURSE_IMAGE_MAX_COUNT },
          )}
          accept={COURSE_IMAGE_MIME_TYPES.join(',')}
          files={images.files}
          onFilesChange={(files) => {
            setImages((current) => ({ ...current, files }));
            form.clearFieldError('images');
          }}
          existing={
            course && images.keepExisting
              ? {
                  urls: course.imageUrls,
                  alt: course.title,
                  onRemove: () => setImages((current) => ({ ...current, keepExisting: false })),
                }
              : undefined
          }
          error={form.errors.images}
          disabled={pending}
        />
        <FormActions onCancel={onDone} pending={pending}>
          <SaveButton
            editing={mode === 'edit'}
            pending={pending}
            create={[t('Create Course'), t('Creating...')]}
          />
        </FormActions>
      </Stack>
    </form>
  );
}
