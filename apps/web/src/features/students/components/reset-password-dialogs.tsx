import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Dialog } from '@/components/dialog';
import { fallbackWithProblem } from '@/lib/api-error';
import { toastError } from '@/lib/notify';
import { useResetStudentPassword } from '../api/reset-student-password';

type ResetPasswordProps = {
  studentId: string;
  studentName: string;
  opened: boolean;
  onClose: () => void;
};

/**
 * Confirms the reset, then shows the temporary password once: it is kept nowhere, so closing the
 * dialog loses it (a new reset makes another).
 */
export function ResetPasswordDialogs({
  studentId,
  studentName,
  opened,
  onClose,
}: ResetPasswordProps) {
  const { t } = useTranslation();
  const reset = useResetStudentPassword();
  const [password, setPassword] = useState<string | null>(null);

  const close = () => {
    setPassword(null);
    reset.reset();
    onClose();
  };
  const confirm = () =>
    reset.mutate(studentId, {
      onSuccess: (response) => setPassword(response.temporaryPassword),
      onError: (error) =>
        toastError(
          fallbackWithProblem(error, t('Failed to reset the password. Please try again.')),
        ),
    });

  if (password !== null) {
    return (
      <Dialog opened={opened} onClose={close} title={t('Temporary password')}>
        <Stack gap="md">
          <Text>
            {t(
              'Give this password to {{name}}. It is shown only once; they sign in with it and can then change it in Settings.',
              { name: studentName },
            )}
          </Text>
          <Group gap="sm" wrap="nowrap">
            <Code
              fz="lg"
              p="sm"
              style={{ flex: 1, wordBreak: 'break-all' }}
              data-testid="temporary-password"
            >
              {password}
            </Code>
            <CopyButton value={password}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  onClick={copy}
                  leftSection={
                    copied ? (
                      <IconCheck size={16} aria-hidden />
                    ) : (
                      <IconCopy size={16} aria-hidden />
                    )
                  }
                >
                  {copied ? t('Copied') : t('Copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={close}>{t('Done')}</Button>
          </Group>
        </Stack>
      </Dialog>
    );
  }

  return (
    <Dialog opened={opened} onClose={close} title={t('Reset password?')}>
      <Text>
        {t(
          '{{name}} gets a new temporary password and is signed out on every device. Their current password stops working.',
          { name: studentName },
        )}
      </Text>
      {reset.isError ? (
        <Alert color="red" mt="md" role="alert">
          {fallbackWithProblem(reset.error, t('Failed to reset the password.'))}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close} disabled={reset.isPending}>
          {t('Cancel')}
        </Button>
        <Button color="red.9" onClick={confirm} loading={reset.isPending}>
          {t('Reset Password')}
        </Button>
      </Group>
    </Dialog>
  );
}
