import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { Student } from '@markwise/contract';
import { PageHeader } from '@/components/page-header';
import { PaginationBar } from '@/components/pagination-bar';
import { fullName } from '@/lib/format';
import { showToast, toastError, toastSuccess } from '@/lib/notify';
import { useExportStudentData } from '../api/export-student-data';
import { useStudents } from '../api/get-students';
import { useUpdateStudentStatus } from '../api/update-student-status';
import { ClassesDialog } from '../components/classes-dialog';
import { DeleteStudentDialog } from '../components/delete-student-dialog';
import { EraseStudentDialog } from '../components/erase-student-dialog';
import { StudentCards, StudentCardsSkeleton } from '../components/student-cards';
import { StudentDetailsDrawer } from '../components/student-details-drawer';
import { StudentFormModal } from '../components/student-form-modal';
import { StudentsEmpty, StudentsError } from '../components/students-states';
import { StudentsTable, StudentsTableSkeleton } from '../components/students-table';
import { StudentsToolbar } from '../components/students-toolbar';
import { useStudentsFilter } from '../hooks/use-students-filter';
import { fallbackWithProblem } from '@/lib/api-error';
import { ALL_CLASSES, STUDENTS_PAGE_SIZE, showingText, studentsQuery } from '../lib/students-query';

/** Mantine's 'sm' breakpoint, 48em = 768px: where the mobile layout ends. */
const DESKTOP_QUERY = '(min-width: 48em)';

type FormState = { opened: boolean; student: Student | null };

export function StudentsRoute() {
  const { t } = useTranslation();
  const { filter, searchInput, setSearch, setClassFilter, setPage } = useStudentsFilter();
  const students = useStudents(studentsQuery(filter));
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const [viewing, setViewing] = useState<Student | null>(null);
  const [deleting, setDeleting] = useState<Student | null>(null);
  const [erasing, setErasing] = useState<Student | null>(null);
  const [form, setForm] = useState<FormState>({ opened: false, student: null });
  const [managingClasses, setManagingClasses] = useState(false);
  const status = useUpdateStudentStatus();
  const exportData = useExportStudentData();

  const toggleActive = (student: Student, isActive: boolean) =>
    status.mutate(
      { id: student.id, isActive },
      {
        onSuccess: () => toastSuccess(t('Student status updated successfully!')),
        onError: (error) =>
          toastError(
            fallbackWithProblem(error, t('Failed to update student status. Please try again.')),
          ),
      },
    );

  const exportStudent = (student: Student) =>
    exportData.mutate(student.id, {
      onSuccess: () =>
        showToast({
          title: t('Export ready'),
          message: t('The data of {{name}} was downloaded as a zip file.', {
            name: fullName(student),
          }),
          kind: 'success',
        }),
      onError: (error) =>
        toastError(
          fallbackWithProblem(error, t('Failed to export student data. Please try again.')),
        ),
    });

  const handlers = {
    onView: setViewing,
    onEdit: (student: Student) => setForm({ opened: true, student }),
    onDelete: setDeleting,
    onToggleActive: toggleActive,
    onExport: exportStudent,
    onErase: setErasing,
    togglingId: status.isPending ? (status.variables?.id ?? null) : null,
    exportingId: exportData.isPending ? (exportData.variables ?? null) : null,
  };
  const openCreate = () => setForm({ opened: true, student: null });
  const filtered = filter.search !== '' || filter.classFilter !== ALL_CLASSES;

  const renderBody = () => {
    if (students.isError && !students.data) {
      return (
        <StudentsError onRetry={() => void students.refetch()} retrying={students.isFetching} />
      );
    }
    if (!students.data) {
      return (
        <Box role="status" aria-live="polite" aria-label={t('Loading students')}>
          {isDesktop ? (
            <StudentsTableSkeleton rows={STUDENTS_PAGE_SIZE} />
          ) : (
            <StudentCardsSkeleton count={4} />
          )}
        </Box>
      );
    }
    const { data, pagination } = students.data;
    if (data.length === 0) return <StudentsEmpty filtered={filtered} onAdd={openCreate} />;
    return (
      <>
        <Box
          aria-busy={students.isPlaceholderData}
          style={{ opacity: students.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {isDesktop ? (
            <StudentsTable students={data} {...handlers} />
          ) : (
            <StudentCards students={data} {...handlers} />
          )}
        </Box>
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {showingText(pagination, data.length)}
          </Text>
          <PaginationBar
            label={t('Students pages')}
            page={filter.page}
            totalPages={pagination.totalPages}
            onChange={setPage}
          />
        </Group>
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={t('Students')}
        subtitle={t('Manage the students of your institution and follow their performance.')}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconSchool size={16} aria-hidden />}
              onClick={() => setManagingClasses(true)}
            >
              {t('Manage Classes')}
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate}>
              {t('Add Student')}
            </Button>
          </Group>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <StudentsToolbar
          search={searchInput}
          onSearchChange={setSearch}
          classFilter={filter.classFilter}
          onClassFilterChange={setClassFilter}
        />
        {renderBody()}
      </Paper>
      <ClassesDialog opened={managingClasses} onClose={() => setManagingClasses(false)} />
      <StudentDetailsDrawer student={viewing} onClose={() => setViewing(null)} />
      <DeleteStudentDialog student={deleting} onClose={() => setDeleting(null)} />
      <EraseStudentDialog student={erasing} onClose={() => setErasing(null)} />
      <StudentFormModal
        opened={form.opened}
        student={form.student}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
