import { Button, Center, Loader, Modal, SimpleGrid } from '@mantine/core';
import type { Course } from '@markwise/contract';
import { IconAlertTriangle, IconBooks, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { DeleteTitledDialog } from '@/components/delete-titled-dialog';
import { PageHeader } from '@/components/page-header';
import { StatePanel } from '@/components/state-panel';
import { useRecordDialogs } from '@/hooks/use-record-dialogs';
import { useCurrentUser } from '@/lib/user-store';
import { useDeleteCourse } from '../api/delete-course';
import { useCourses } from '../api/get-courses';
import { CourseCard } from '../components/course-card';
import { CourseCardSkeleton } from '../components/course-card-skeleton';

/** The form (image drop zone, the contract's schemas and so zod) loads when first opened. */
const CourseForm = lazy(() =>
  import('../components/course-form').then((module) => ({ default: module.CourseForm })),
);

/** Six skeleton cards while the courses load. */
export const COURSE_SKELETON_COUNT = 6;

const gridCols = { base: 1, xs: 2, lg: 3 };

export function CoursesRoute() {
  const { t } = useTranslation();
  const courses = useCourses();
  const isAdmin = useCurrentUser()?.role === 'ADMIN';
  const { form, formModal, openForm, closeForm, openDelete, deleteDialog } =
    useRecordDialogs<Course>();
  const removeCourse = useDeleteCourse();

  return (
    <>
      <PageHeader
        title={t('Courses')}
        subtitle={t('Create, manage, and track your courses.')}
        actions={
          isAdmin ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm()}>
              {t('New Course')}
            </Button>
          ) : null
        }
      />

      {courses.isPending ? (
        <SimpleGrid cols={gridCols} spacing="lg" role="status" aria-label={t('Loading courses')}>
          {Array.from({ length: COURSE_SKELETON_COUNT }, (_, index) => (
            <CourseCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      ) : courses.isError ? (
        <StatePanel
          mt="xl"
          failure
          withIndicatorBackground={false}
          icon={IconAlertTriangle}
          title={t('Error Loading Courses')}
          action={
            <Button onClick={() => void courses.refetch()} loading={courses.isFetching}>
              {t('Try Again')}
            </Button>
          }
        >
          {t('There was a problem loading the courses. Please try again later.')}
        </StatePanel>
      ) : courses.data.length === 0 ? (
        <StatePanel mt="xl" icon={IconBooks} title={t('No courses found')}>
          {t("You haven't created any courses yet.")}
        </StatePanel>
      ) : (
        <SimpleGrid cols={gridCols} spacing="lg">
          {courses.data.map((course) => (
            <CourseCard
              key={course._id}
              course={course}
              onEdit={isAdmin ? openForm : undefined}
              onDelete={isAdmin ? openDelete : undefined}
            />
          ))}
        </SimpleGrid>
      )}

      <Modal
        {...formModal}
        title={form.record ? t('Edit Course') : t('New Course')}
        size="lg"
        centered
      >
        <Suspense
          fallback={
            <Center mih={240}>
              <Loader aria-label={t('Loading the form')} />
            </Center>
          }
        >
          <CourseForm key={form.key} course={form.record} onDone={closeForm} />
        </Suspense>
      </Modal>
      <DeleteTitledDialog
        {...deleteDialog}
        noun="course"
        remove={removeCourse}
        alsoDeleted="its subjects, journeys and levels"
      />
    </>
  );
}
