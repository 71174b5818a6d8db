import { Button, Group, PasswordInput, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
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
  return (
    <Dialog opened={opened} onClose={onClose} title="API Token">
      {opened ? <TokenForm onClose={onClose} onChange={onChange} /> : null}
    </Dialog>
  );
}

function TokenForm({ onClose, onChange }: Omit<ApiTokenDialogProps, 'opened'>) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>();
  const stored = apiToken.has();

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (token.trim() === '') {
      setError('Token is required');
      return;
    }
    apiToken.save(token);
    showToast({
      title: 'Token Saved',
      message: 'Requests now carry this token.',
      kind: 'success',
    });
    onChange();
    onClose();
  };

  const clear = () => {
    apiToken.clear();
    showToast({ title: 'Token Cleared', message: 'The stored token was removed.', kind: 'info' });
    onChange();
    onClose();
  };

  return (
    <form onSubmit={save} noValidate aria-label="API token">
      <Text size="sm" c="dimmed" mb="md">
        Paste a bearer access token to browse question papers with it. It is stored in this browser
        as your sign-in token.
      </Text>
      <PasswordInput
        label="Token"
        placeholder="eyJhbGciOi..."
        value={token}
        onChange={(event) => {
          setToken(event.currentTarget.value);
          setError(undefined);
        }}
        error={error}
        autoComplete="off"
        data-autofocus
        visibilityToggleButtonProps={{ 'aria-label': 'Show or hide token' }}
      />
      <Group justify="space-between" mt="lg" gap="sm">
        <Button variant="subtle" color="red" onClick={clear} disabled={!stored}>
          Clear Token
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save Token</Button>
        </Group>
      </Group>
    </form>
  );
}
