import { Button, Group, Text } from '@mantine/core';
import { useLogout } from '../api/logout';
import { Dialog } from '@/components/dialog';
import { useTranslation } from '@/i18n/i18n';

type LogoutDialogProps = {
  opened: boolean;
  onClose: () => void;
};

/** Confirmation before logging out; confirming runs the whole logout flow. */
export function LogoutDialog({ opened, onClose }: LogoutDialogProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('Are you sure?')}>
      <Text>{t('You will be logged out of your account and redirected to the login page.')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={logout.isPending}>
          {t('Cancel')}
        </Button>
        <Button color="red" onClick={() => logout.mutate()} loading={logout.isPending}>
          {t('Logout')}
        </Button>
      </Group>
    </Dialog>
  );
}
