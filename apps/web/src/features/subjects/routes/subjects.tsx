import { Button, Modal } from '@mantine/core';
import type { Subject } from '@markwise/contract';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { useParams } from 'react-router';
import { DeleteTitledDialog } from '@/components/delete-titled-dialog';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useRecordDialogs } from '@/hooks/use-record-dialogs';
import { errorMessage } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/notify';
import { useDeleteSubject } from '../api/delete-subject';
import { useSubjectsCourse } from '../api/get-course';
import { useSubjects } from '../api/get-subjects';
import { useSetSubjectStatus } from '../api/set-subject-status';
import { SubjectForm } from '../components/subject-form';
import { SubjectsContent } from '../components/subjects-content';
import { BackButton } from '@/components/back-button';

export function SubjectsRoute() {
  const { t } = useTranslation();
  const { examId = '' } = useParams();
  const subjects = useSubjects(examId);
  const course = useSubjectsCourse(examId);
  const setStatus = useSetSubjectStatus();
  const { form, formModal, openForm, closeForm, openDelete, deleteDialog } =
    useRecordDialogs<Subject>();
  const removeSubject = useDeleteSubject();

  const toggleStatus = (subject: Subject) => {
    const next = !subject.is_active;
    setStatus.mutate(
      { subjectId: subject._id, is_active: next },
      {
        onSuccess: () =>
          toastSuccess(
            next ? t('Subject activated successfully!') : t('Subject deactivated successfully!'),
          ),
        onError: (error) =>
          toastError(errorMessage(error, t('Failed to update subject status. Please try again.'))),
      },
    );
  };

  return (
    <>
      <PageHeader
        title={course.data?.title ?? t('Subjects')}
        subtitle={t(
          "Manage all subjects for this course. Click 'Go to Journey' to view and edit the learning journey for each subject",
        )}
        actions={
          <>
            <BackButton to={paths.exams}>{t('Back to Courses')}</BackButton>
            {subjects.isSuccess ? (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm()}>
                {t('Add Subject')}
              </Button>
            ) : null}
          </>
        }
      />
      <SubjectsContent
        examId={examId}
        state={subjects.status}
        subjects={subjects.data}
        onEdit={openForm}
        onToggleStatus={toggleStatus}
        onDelete={openDelete}
        togglingId={setStatus.isPending ? setStatus.variables.subjectId : null}
      />
      <Modal
        {...formModal}
        title={form.record ? t('Edit Subject') : t('Add Subject')}
        size="lg"
        centered
      >
        <SubjectForm key={form.key} examId={examId} subject={form.record} onDone={closeForm} />
      </Modal>
      <DeleteTitledDialog
        {...deleteDialog}
        noun="subject"
        remove={removeSubject}
        alsoDeleted="its journeys and levels"
      />
    </>
  );
}
