import { Grid, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { Department, Gender, UserProfile } from '@markwise/contract';
import { fullName } from '@/lib/format';
import { useUpdateProfile } from '../api/update-profile';
import {
  DEPARTMENTS,
  avatarProblem,
  buildProfileFormData,
  profileValuesFrom,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
} from '../lib/profile-form';
import { toastSuccess } from '@/lib/notify';
import { showFailure } from '../lib/settings-toasts';
import { storeProfile } from '../lib/store-profile';
import { AvatarPicker } from './avatar-picker';
import { SubmitButton } from '@/components/submit-button';
import { submitUnlessPending } from './settings-form';
import { SettingsSection } from './settings-section';
import { msg, useTranslation } from '@/i18n/i18n';

const GENDERS: { value: Gender; label: string }[] = [
  { value: 'MALE', label: msg('Male') },
  { value: 'FEMALE', label: msg('Female') },
  { value: 'OTHER', label: msg('Other') },
];

/** The departments' names, translated where the select shows them (the value stays the API's). */
const DEPARTMENT_LABELS: Record<Department, string> = {
  Mathematics: msg('Mathematics'),
  Physics: msg('Physics'),
  Chemistry: msg('Chemistry'),
  Biology: msg('Biology'),
  English: msg('English'),
};

type TextField = Exclude<ProfileField, 'gender' | 'department'>;

/** The most each text field takes, as the API allows. */
const MAX_LENGTH: Record<TextField, number> = {
  firstName: 100,
  lastName: 100,
  mobile: 32,
  school: 200,
  student_class: 50,
  address: 500,
};

type ChosenAvatar = { file: File; previewUrl: string };

const revoke = (avatar: ChosenAvatar | null) => {
  if (avatar) URL.revokeObjectURL(avatar.previewUrl);
};

/** The Settings page's profile card. */
export function ProfileCard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ProfileValues>(() => profileValuesFrom(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [avatar, setAvatar] = useState<ChosenAvatar | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const avatarRef = useRef<ChosenAvatar | null>(null);

  // The preview's object URL lives until it is replaced, saved or the screen closes.
  useEffect(() => () => revoke(avatarRef.current), []);
  const replaceAvatar = (next: ChosenAvatar | null) => {
    revoke(avatarRef.current);
    avatarRef.current = next;
    setAvatar(next);
  };

  // The API refuses a student changing these (403); their admin edits them on the students screen.
  const adminManaged =
    profile.role === 'STUDENT'
      ? {
          readOnly: true,
          variant: 'filled',
          description: t('Your institution’s admin manages this.'),
          inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
            'label' | 'input' | 'description' | 'error'
          )[],
        }
      : {};

  const update = useUpdateProfile({
    onSuccess: (saved) => {
      storeProfile(saved);
      replaceAvatar(null);
      setValues(profileValuesFrom(saved));
      toastSuccess(t('Profile updated successfully!'));
    },
    onError: (error) => showFailure(t('Failed to update profile. Please try again.'), error),
  });

  const setField = <F extends ProfileField>(field: F, value: ProfileValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const pickAvatar = (file: File | null) => {
    if (!file) return;
    const problem = avatarProblem(file);
    setAvatarError(problem);
    if (problem) return;
    replaceAvatar({ file, previewUrl: URL.createObjectURL(file) });
  };

  const handleSubmit = submitUnlessPending(update.isPending, () => {
    const invalid = validateProfile(values);
    setErrors(invalid ?? {});
    if (!invalid)
      update.mutate(buildProfileFormData(values, avatar?.file ?? null, profileValuesFrom(profile)));
  });

  const text = (field: TextField) => ({
    name: field,
    maxLength: MAX_LENGTH[field],
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      setField(field, event.currentTarget.value),
  });

  return (
    <SettingsSection id="profile" title={t('Profile')}>
      <form onSubmit={handleSubmit} noValidate aria-label={t('Profile')}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <AvatarPicker
              src={avatar?.previewUrl ?? profile.photoUrl}
              name={fullName(values) || profile.email}
              error={avatarError}
              disabled={update.isPending}
              onPick={pickAvatar}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 9 }}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput
                  label={t('First name')}
                  autoComplete="given-name"
                  {...text('firstName')}
                />
                <TextInput
                  label={t('Last name')}
                  autoComplete="family-name"
                  {...text('lastName')}
                />
                <TextInput
                  label={t('Email')}
                  value={profile.email}
                  readOnly
                  description={t('Email cannot be changed.')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  variant="filled"
                />
                <TextInput label={t('Phone')} type="tel" autoComplete="tel" {...text('mobile')} />
                <Select<Gender>
                  label={t('Gender')}
                  placeholder={t('Select gender')}
                  data={GENDERS.map(({ value, label }) => ({ value, label: t(label) }))}
                  value={values.gender || null}
                  onChange={(value) => setField('gender', value ?? '')}
                  allowDeselect={false}
                />
                <Select<Department>
                  label={t('Department')}
                  data={DEPARTMENTS.map((value) => ({ value, label: t(DEPARTMENT_LABELS[value]) }))}
                  value={values.department}
                  onChange={(value) => value && setField('department', value)}
                  allowDeselect={false}
                />
                <TextInput
                  label={t('School')}
                  autoComplete="organization"
                  {...text('school')}
                  {...adminManaged}
                />
                <TextInput label={t('Class')} {...text('student_class')} {...adminManaged} />
              </SimpleGrid>
              <TextInput label={t('Address')} autoComplete="street-address" {...text('address')} />
              <SubmitButton
                pending={update.isPending}
                pendingLabel={t('Saving...')}
                w={{ base: '100%', xs: 'auto' }}
                style={{ alignSelf: 'flex-end' }}
              >
                {t('Save Changes')}
              </SubmitButton>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </SettingsSection>
  );
}
