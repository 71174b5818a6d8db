import { Button, Center, Loader, Modal, SimpleGrid } from '@mantine/core';
import type { Course } from '@markwise/contract';
import { IconAlertTriangle, IconBooks, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { StatePanel } from '@/components/state-panel';
import { useCurrentUser } from '@/lib/user-store';
import { useCourses } from '../api/get-courses';
import { CourseCard } from '../components/course-card';
import { CourseCardSkeleton } from '../components/course-card-skeleton';
import { DeleteCourseDialog } from '../components/delete-course-dialog';

/** The form (image drop zone, the contract's schemas and so zod) loads when first opened. */
const CourseForm = lazy(() =>
  import('../components/course-form').then((module) => ({ default: module.CourseForm })),
);

/** Six skeleton cards while the courses load. */
export const COURSE_SKELETON_COUNT = 6;

const gridCols = { base: 1, xs: 2, lg: 3 };

type FormTarget = { mode: 'create' } | { mode: 'edit'; course: Course };

export function CoursesRoute() {
  const courses = useCourses();
  const isAdmin = useCurrentUser()?.role === 'ADMIN';
  const [form, setForm] = useState<{ opened: boolean; target: FormTarget; key: number }>({
    opened: false,
    target: { mode: 'create' },
    key: 0,
  });
  const [deleting, setDeleting] = useState<{ opened: boolean; course: Course | null }>({
    opened: false,
    course: null,
  });

  const openForm = (target: FormTarget) =>
    setForm((current) => ({ opened: true, target, key: current.key + 1 }));
  const closeForm = () => setForm((current) => ({ ...current, opened: false }));

  const editing = form.target.mode === 'edit' ? form.target.course : undefined;

  return (
    <>
      <PageHeader
        title="Courses"
        subtitle="Create, manage, and track your courses."
        actions={
          isAdmin ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => openForm({ mode: 'create' })}
            >
              New Course
            </Button>
          ) : null
        }
      />

      {courses.isPending ? (
        <SimpleGrid cols={gridCols} spacing="lg" role="status" aria-label="Loading courses">
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
          title="Error Loading Courses"
          action={
            <Button onClick={() => void courses.refetch()} loading={courses.isFetching}>
              Try Again
            </Button>
          }
        >
          There was a problem loading the courses. Please try again later.
        </StatePanel>
      ) : courses.data.length === 0 ? (
        <StatePanel mt="xl" icon={IconBooks} title="No courses found">
          You haven&apos;t created any courses yet.
        </StatePanel>
      ) : (
        <SimpleGrid cols={gridCols} spacing="lg">
          {courses.data.map((course) => (
            <CourseCard
              key={course._id}
              course={course}
              onEdit={isAdmin ? (picked) => openForm({ mode: 'edit', course: picked }) : undefined}
              onDelete={
                isAdmin ? (picked) => setDeleting({ opened: true, course: picked }) : undefined
              }
            />
          ))}
        </SimpleGrid>
      )}

      <Modal
        opened={form.opened}
        onClose={closeForm}
        title={editing ? 'Edit Course' : 'New Course'}
        size="lg"
        centered
      >
        <Suspense
          fallback={
            <Center mih={240}>
              <Loader aria-label="Loading the form" />
            </Center>
          }
        >
          <CourseForm key={form.key} course={editing} onDone={closeForm} />
        </Suspense>
      </Modal>
      <DeleteCourseDialog
        opened={deleting.opened}
        course={deleting.course}
        onClose={() => setDeleting((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
