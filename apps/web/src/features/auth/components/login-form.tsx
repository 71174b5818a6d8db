import { PasswordInput, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { LoginResponse } from '@markwise/contract';
import { errorMessage } from '@/lib/api-error';
import { showToast, toastError } from '@/lib/notify';
import { useLogin } from '../api/login';
import { EmailInput } from '@/components/email-input';
import { SubmitButton } from '@/components/submit-button';
import { useTranslation } from '@/i18n/i18n';

type LoginFormProps = {
  /** Runs after the session is stored and the user is in state. */
  onLoggedIn: (session: LoginResponse) => void;
};

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const login = useLogin({
    onSuccess: (session) => {
      showToast({
        title: t('Login successful'),
        message: t('Welcome back, {{name}}!', { name: session.data.firstName }),
        kind: 'success',
      });
      onLoggedIn(session);
    },
    onError: (error) => {
      showToast({
        title: t('Login failed'),
        message: errorMessage(error, t('Login failed')),
        kind: 'error',
      });
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedEmail = email.trim();
    // Both required, no format check on the email.
    if (trimmedEmail === '' || password === '') {
      toastError(t('Please fill in all fields'));
      return;
    }
    login.mutate({ email: trimmedEmail, password });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('Sign in')}>
      <Stack gap="md">
        <EmailInput
          label={t('Email')}
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('Password')}
          name="password"
          autoComplete="current-password"
          placeholder={t('Your password')}
          leftSection={<IconLock size={16} aria-hidden />}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          visibilityToggleButtonProps={{
            'aria-label': t('Show or hide password'),
          }}
        />
        <SubmitButton pending={login.isPending} pendingLabel={t('Signing In...')} fullWidth mt="xs">
          {t('Sign In')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
