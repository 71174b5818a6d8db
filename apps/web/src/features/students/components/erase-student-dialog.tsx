import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { Student } from '@markwise/contract';
import { fullName } from '@/lib/format';
import { showToast, toastError } from '@/lib/notify';
import { useEraseStudentData } from '../api/erase-student-data';
import { confirmsErasure } from '../lib/erase-confirmation';
import { fallbackWithProblem } from '@/lib/api-error';
import { Dialog } from '@/components/dialog';

type EraseStudentDialogProps = {
  student: Student | null;
  onClose: () => void;
};

/**
 * The last step before a student's personal data is erased for good: it says what goes, and the
 * admin types the student's email or full name before the red button wakes up.
 */
export function EraseStudentDialog({ student, onClose }: EraseStudentDialogProps) {
  const { t } = useTranslation();
  const erase = useEraseStudentData();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  const confirmed = student !== null && confirmsErasure(student, typed);

  const submit = () => {
    if (!student || !confirmed) return;
    const name = fullName(student);
    erase.mutate(student.id, {
      onSuccess: ({ data }) => {
        const erased = t('{{name}} and all of their data were erased.', { name });
        const leftover =
          data.files.failed > 0
            ? ` ${t(
                '{{count}} stored file(s) could not be removed: the server log lists them under reference {{reference}}.',
                { count: data.files.failed, reference: data.erasureId },
              )}`
            : '';
        showToast({
          title: t('Personal data erased'),
          message: `${erased}${leftover}`,
          kind: data.files.failed > 0 ? 'info' : 'success',
        });
        close();
      },
      onError: (error) =>
        toastError(
          fallbackWithProblem(error, t('Failed to erase personal data. Please try again.')),
        ),
    });
  };

  return (
    <Dialog opened={student !== null} onClose={close} title={t('Erase personal data?')}>
      {student ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t(
              'This permanently erases {{name}} and everything the app holds about them. It cannot be undone: export their data first if it is still needed.',
              { name: fullName(student) },
            )}
          </Alert>
          <div>
            <Text size="sm">{t('What will be removed:')}</Text>
            <List size="sm" spacing={2} mt={4}>
              <List.Item>{t('their account, profile, photo and sign-in records')}</List.Item>
              <List.Item>
                {t(
                  'every exam attempt: typed answers, photographed pages, marks, feedback and reports',
                )}
              </List.Item>
              <List.Item>{t('their level progress, XP and course enrollments')}</List.Item>
              <List.Item>{t('mark overrides and other audit entries about them')}</List.Item>
            </List>
            <Text size="sm" c="dimmed" mt="xs">
              {t(
                "Their attempts stop counting in the dashboard's figures. The audit log keeps only that an erasure happened, by whom and when.",
              )}
            </Text>
          </div>
          <TextInput
            label={t("Type the student's email or full name to confirm")}
            description={student.email}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={erase.isPending}>
              {t('Cancel')}
            </Button>
            <Button color="red" onClick={submit} disabled={!confirmed} loading={erase.isPending}>
              {t('Erase personal data')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Dialog>
  );
}
