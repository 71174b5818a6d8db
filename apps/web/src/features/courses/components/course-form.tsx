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
import { ImageDropzone } from '@/components/image-dropzone';
import { errorMessage } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/notify';
import { useCreateCourse } from '../api/create-course';
import { useUpdateCourse } from '../api/update-course';
import { availabilityBadge } from '../lib/course-display';
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

const availabilityOptions = AVAILABILITY_STATUSES.map((value) => ({
  value,
  label: availabilityBadge(value).label,
}));

/** Create or edit a course: text fields, availability, premium, difficulty and pictures. */
export function CourseForm({ course, onDone }: CourseFormProps) {
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
          `Failed to ${mode === 'edit' ? 'update' : 'create'} course. Please try again.`,
        ),
      );
    const onSuccess = () => {
      toastSuccess(`Course ${mode === 'edit' ? 'updated' : 'created'} successfully!`);
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
            label="Board"
            placeholder="e.g. CBSE"
            {...form.getInputProps('board')}
            disabled={pending}
          />
          <NativeSelect
            label="Availability"
            data={availabilityOptions}
            {...form.getInputProps('availablity_status')}
            disabled={pending}
          />
          <NativeSelect
            label="Difficulty level"
            data={[...DIFFICULTY_LEVELS]}
            {...form.getInputProps('difficultyLevel')}
            disabled={pending}
          />
          <Switch
            label="Premium course"
            {...form.getInputProps('isPremium', { type: 'checkbox' })}
            disabled={pending}
            mt={{ base: 0, xs: 30 }}
          />
        </SimpleGrid>
        <ImageDropzone
          label="Images"
          description={`Up to ${COURSE_IMAGE_MAX_COUNT} JPEG, PNG or WebP pictures, 2 MB each. The first one is shown on the card.`}
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
            create={['Create Course', 'Creating...']}
          />
        </FormActions>
      </Stack>
    </form>
  );
}
