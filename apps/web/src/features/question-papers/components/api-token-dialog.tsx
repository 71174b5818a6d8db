import { Button, Group, PasswordInput, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { showToast } from '@/lib/notify';
import { apiToken } from '../lib/api-token';
import { Dialog } from '@/components/dialog';

type ApiTokenDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Runs after the stored token changed, so the screen can load with it. */
  onChange: () => void;
};

/** Lets a user paste a bearer token to call the API with. */
export function ApiTokenDialog({ opened, onClose, onChange }: ApiTokenDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('API Token')}>
      {opened ? <TokenForm onClose={onClose} onChange={onChange} /> : null}
    </Dialog>
  );
}

function TokenForm({ onClose, onChange }: Omit<ApiTokenDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>();
  const stored = apiToken.has();

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (token.trim() === '') {
      setError(t('Token is required'));
      return;
    }
    apiToken.save(token);
    showToast({
      title: t('Token Saved'),
      message: t('Requests now carry this token.'),
      kind: 'success',
    });
    onChange();
    onClose();
  };

  const clear = () => {
    apiToken.clear();
    showToast({
      title: t('Token Cleared'),
      message: t('The stored token was removed.'),
      kind: 'info',
    });
    onChange();
    onClose();
  };

  return (
    <form onSubmit={save} noValidate aria-label={t('API token')}>
      <Text size="sm" c="dimmed" mb="md">
        {t(
          'Paste a bearer access token to browse question papers with it. It is stored in this browser as your sign-in token.',
        )}
      </Text>
      <PasswordInput
        label={t('Token')}
        placeholder="eyJhbGciOi..."
        value={token}
        onChange={(event) => {
          setToken(event.currentTarget.value);
          setError(undefined);
        }}
        error={error}
        autoComplete="off"
        data-autofocus
        visibilityToggleButtonProps={{ 'aria-label': t('Show or hide token') }}
      />
      <Group justify="space-between" mt="lg" gap="sm">
        <Button variant="subtle" color="red" onClick={clear} disabled={!stored}>
          {t('Clear Token')}
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit">{t('Save Token')}</Button>
        </Group>
      </Group>
    </form>
  );
}
