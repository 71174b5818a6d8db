import { PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@markwise/contract';
import { isApiError } from '@/lib/api-error';
import { storage } from '@/lib/storage';
import { useChangePassword } from '../api/change-password';
import {
  EMPTY_PASSWORDS,
  passwordErrorsFromApi,
  toPasswordRequest,
  validatePasswordChange,
  type PasswordErrors,
  type PasswordField,
  type PasswordValues,
} from '../lib/password-form';
import { toastSuccess } from '@/lib/notify';
import { showFailure } from '../lib/settings-toasts';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';
import { msg, useTranslation } from '@/i18n/i18n';

const FIELDS: { field: PasswordField; label: string; toggle: string; autoComplete: string }[] = [
  {
    field: 'currentPassword',
    label: msg('Current password'),
    toggle: msg('Show or hide current password'),
    autoComplete: 'current-password',
  },
  {
    field: 'newPassword',
    label: msg('New password'),
    toggle: msg('Show or hide new password'),
    autoComplete: 'new-password',
  },
  {
    field: 'confirmPassword',
    label: msg('Confirm new password'),
    toggle: msg('Show or hide confirm new password'),
    autoComplete: 'new-password',
  },
];

/** Password change: checked in the browser first; the confirmation is never sent. */
export function PasswordCard() {
  const { t } = useTranslation();
  const [values, setValues] = useState<PasswordValues>(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<PasswordErrors>({});

  const change = useChangePassword({
    onSuccess: ({ token, refreshToken }) => {
      // The API ends every other session and hands this one a fresh pair.
      storage.setAuthToken(token);
      storage.setRefreshToken(refreshToken);
      setValues(EMPTY_PASSWORDS);
      toastSuccess(t('Password updated successfully!'));
    },
    onError: (error) => {
      const fieldErrors = isApiError(error)
        ? passwordErrorsFromApi(error.status, error.message)
        : null;
      // A rule the user can fix is shown by its field; trying again would not help.
      if (fieldErrors) setErrors(fieldErrors);
      else showFailure(t('Failed to update password. Please try again.'), error);
    },
  });

  const save = () => {
    const invalid = validatePasswordChange(values);
    setErrors(invalid ?? {});
    if (!invalid) change.mutate(toPasswordRequest(values));
  };

  return (
    <SettingsSection
      id="password"
      title={t('Password')}
      description={t('At least {{min}} characters. Other devices are signed out when it changes.', {
        min: PASSWORD_MIN_LENGTH,
      })}
    >
      <SettingsForm
        label={t('Change password')}
        pending={change.isPending}
        onSave={save}
        submitLabel={t('Update Password')}
        pendingLabel={t('Updating...')}
      >
        {FIELDS.map(({ field, label, toggle, autoComplete }) => (
          <PasswordInput
            key={field}
            label={t(label)}
            name={field}
            autoComplete={autoComplete}
            value={values[field]}
            error={errors[field]}
            disabled={change.isPending}
            visibilityToggleButtonProps={{ 'aria-label': t(toggle) }}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setValues((current) => ({ ...current, [field]: value }));
              setErrors((current) =>
                current[field] ? { ...current, [field]: undefined } : current,
              );
            }}
          />
        ))}
      </SettingsForm>
    </SettingsSection>
  );
}
