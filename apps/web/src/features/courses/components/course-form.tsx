import {
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  AVAILABILITY_STATUSES,
  COURSE_IMAGE_MAX_COUNT,
  COURSE_IMAGE_MIME_TYPES,
  DIFFICULTY_LEVELS,
  type AvailabilityStatus,
  type Course,
  type DifficultyLevel,
} from '@markwise/contract';
import { useRef, useState, type FormEvent } from 'react';
import { ImageDropzone } from '@/components/image-dropzone';
import { errorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/notify';
import { useCreateCourse } from '../api/create-course';
import { useUpdateCourse } from '../api/update-course';
import { availabilityBadge } from '../lib/course-display';
import {
  courseFormFromCourse,
  emptyCourseForm,
  toCourseFormData,
  validateCourseForm,
  type CourseFormErrors,
  type CourseFormValues,
  type CourseImageChoice,
} from '../lib/course-form';

type CourseFormProps = {
  /** The course to edit; none creates a new one. */
  course?: Course;
  onDone: () => void;
};

const availabilityOptions = AVAILABILITY_STATUSES.map((value) => ({
  value,
  label: availabilityBadge(value).label,
}));

function submitLabel(mode: 'create' | 'edit', pending: boolean): string {
  if (mode === 'edit') return pending ? 'Saving...' : 'Save Changes';
  return pending ? 'Creating...' : 'Create Course';
}

/** Create or edit a course: text fields, availability, premium, difficulty and pictures. */
export function CourseForm({ course, onDone }: CourseFormProps) {
  const mode = course ? 'edit' : 'create';
  const [values, setValues] = useState<CourseFormValues>(() =>
    course ? courseFormFromCourse(course) : emptyCourseForm,
  );
  const [images, setImages] = useState<CourseImageChoice>({ files: [], keepExisting: true });
  const [errors, setErrors] = useState<CourseFormErrors>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof CourseFormValues>(field: K, value: CourseFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCourseForm(values, images);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      if (found.title) titleRef.current?.focus();
      return;
    }
    const form = toCourseFormData(values, images, {
      mode,
      hadImages: (course?.imageUrls.length ?? 0) > 0,
    });
    const onError = (error: Error) =>
      showToast({
        title: 'Error',
        message: errorMessage(
          error,
          `Failed to ${mode === 'edit' ? 'update' : 'create'} course. Please try again.`,
        ),
        kind: 'error',
      });
    const onSuccess = () => {
      showToast({
        title: 'Success',
        message: `Course ${mode === 'edit' ? 'updated' : 'created'} successfully!`,
        kind: 'success',
      });
      onDone();
    };
    if (course) update.mutate({ examId: course._id, form }, { onSuccess, onError });
    else create.mutate(form, { onSuccess, onError });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          ref={titleRef}
          label="Title"
          withAsterisk
          value={values.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={errors.title}
          disabled={pending}
          data-autofocus
        />
        <Textarea
          label="Description"
          rows={4}
          resize="vertical"
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={errors.description}
          disabled={pending}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Board"
            placeholder="e.g. CBSE"
            value={values.board}
            onChange={(event) => set('board', event.currentTarget.value)}
            error={errors.board}
            disabled={pending}
          />
          <NativeSelect
            label="Availability"
            data={availabilityOptions}
            value={values.availablity_status}
            onChange={(event) =>
              set('availablity_status', event.currentTarget.value as AvailabilityStatus)
            }
            error={errors.availablity_status}
            disabled={pending}
          />
          <NativeSelect
            label="Difficulty level"
            data={[...DIFFICULTY_LEVELS]}
            value={values.difficultyLevel}
            onChange={(event) =>
              set('difficultyLevel', event.currentTarget.value as DifficultyLevel)
            }
            error={errors.difficultyLevel}
            disabled={pending}
          />
          <Switch
            label="Premium course"
            checked={values.isPremium}
            onChange={(event) => set('isPremium', event.currentTarget.checked)}
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
            setErrors((current) => ({ ...current, images: undefined }));
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
          error={errors.images}
          disabled={pending}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {submitLabel(mode, pending)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
