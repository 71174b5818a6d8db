import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Booklet } from '@markwise/contract';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Dialog } from '@/components/dialog';
import { FormActions } from '@/components/form-actions';
import { errorMessage } from '@/lib/api-error';
import { toastSuccess } from '@/lib/notify';
import { useTieBookletStudent } from '../api/tie-booklet-student';
import { StudentSelect } from './student-picker';

type TieStudentDialogProps = {
  levelId: string;
  /** The anonymous booklet; kept while the dialog closes. */
  booklet: Booklet | null;
  opened: boolean;
  onClose: () => void;
};

/** Says whose an anonymous booklet is: its answers become that student's attempt. */
export function TieStudentDialog({ levelId, booklet, opened, onClose }: TieStudentDialogProps) {
  const { t } = useTranslation();
  const [studentId, setStudentId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const tie = useTieBookletStudent(levelId);
  const close = () => {
    setStudentId(null);
    setProblem(null);
    tie.reset();
    onClose();
  };
  const submit = () => {
    if (!booklet) return;
    if (!studentId) return setProblem(t('Choose the student who wrote this booklet'));
    tie.mutate(
      { bookletId: booklet.id, studentId },
      {
        onSuccess: (tied) => {
          toastSuccess(
            tied.student
              ? t("Booklet {{number}} is {{name}}'s.", {
                  number: tied.number,
                  name: tied.student.name,
                })
              : t("Booklet {{number}} is the student's.", { number: tied.number }),
          );
          close();
        },
        onError: (error) =>
          setProblem(errorMessage(error, t('The booklet was not tied to the student.'))),
      },
    );
  };
  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={booklet ? t('Tie booklet {{number}} to a student', { number: booklet.number }) : ''}
    >
      <Stack gap="md">
        <Text fz="sm">
          {t(
            "The booklet was printed without a name. Its answers become the chosen student's attempt.",
          )}
        </Text>
        <StudentSelect
          label={t('Student')}
          value={studentId}
          onChange={(value) => {
            setStudentId(value);
            setProblem(null);
          }}
          disabled={tie.isPending}
        />
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <FormActions onCancel={close} pending={tie.isPending}>
          <Button onClick={submit} loading={tie.isPending}>
            {t('Tie to student')}
          </Button>
        </FormActions>
      </Stack>
    </Dialog>
  );
}
