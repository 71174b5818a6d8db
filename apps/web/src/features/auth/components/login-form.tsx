import { PasswordInput, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { LoginResponse } from '@markwise/contract';
import { errorMessage } from '@/lib/api-error';
import { showToast, toastError } from '@/lib/notify';
import { useLogin } from '../api/login';
import { EmailInput } from '@/components/email-input';
import { SubmitButton } from '@/components/submit-button';

type LoginFormProps = {
  /** Runs after the session is stored and the user is in state. */
  onLoggedIn: (session: LoginResponse) => void;
};

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const login = useLogin({
    onSuccess: (session) => {
      showToast({
        title: 'Login successful',
        message: `Welcome back, ${session.data.firstName}!`,
        kind: 'success',
      });
      onLoggedIn(session);
    },
    onError: (error) => {
      showToast({
        title: 'Login failed',
        message: errorMessage(error, 'Login failed'),
        kind: 'error',
      });
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedEmail = email.trim();
    // Both required, no format check on the email.
    if (trimmedEmail === '' || password === '') {
      toastError('Please fill in all fields');
      return;
    }
    login.mutate({ email: trimmedEmail, password });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <EmailInput
          label="Email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          placeholder="Your password"
          leftSection={<IconLock size={16} aria-hidden />}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          visibilityToggleButtonProps={{
            'aria-label': 'Show or hide password',
          }}
        />
        <SubmitButton pending={login.isPending} pendingLabel="Signing In..." fullWidth mt="xs">
          Sign In
        </SubmitButton>
      </Stack>
    </form>
  );
}
