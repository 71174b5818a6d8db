import { Button, Center, Loader, NumberInput, Stack, Switch, Text } from '@mantine/core';
import {
  TUTOR_DAILY_LIMIT_MAX,
  TutorSettings,
  type TutorSettingsResponse,
} from '@markwise/contract';
import { useState } from 'react';
import { msg, useTranslation } from '@/i18n/i18n';
import { useSaveTutorSettings, useTutorSettings } from '@/lib/api/tutor';
import { schemaErrors, type FieldErrors } from '@/lib/form-errors';
import { toastSuccess } from '@/lib/notify';
import { showFailure } from '../lib/settings-toasts';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

/** The form's names of the API's fields, for the contract's messages. */
const LABELS = {
  enabled: msg('Offer the Socratic tutor on released reports'),
  dailyLimit: msg('Replies per student per day'),
  browserSpeech: msg("Let viva practice use the browser's speech recognition"),
};

/** The number field's value: Mantine gives '' while it is empty. */
type TutorValues = { enabled: boolean; dailyLimit: number | string; browserSpeech: boolean };

/**
 * The admin's card for the Socratic tutor: whether students may ask it about a released answer that
 * lost marks, and how many replies each student may send a day; and whether viva practice may use
 * the browser's own speech recognition.
 */
export function TutorCard() {
  const { t } = useTranslation();
  const settings = useTutorSettings();
  let body;
  if (settings.isPending) {
    body = (
      <Center mih={120} role="status" aria-live="polite">
        <Loader aria-label={t('Loading the tutor settings')} />
      </Center>
    );
  } else if (settings.isError) {
    body = (
      <Stack gap="sm" align="flex-start" role="alert">
        <Text size="sm">{t('The tutor settings could not be loaded.')}</Text>
        <Button variant="default" size="sm" onClick={() => void settings.refetch()}>
          {t('Try again')}
        </Button>
      </Stack>
    );
  } else {
    body = <TutorSettingsForm saved={settings.data} />;
  }
  return (
    <SettingsSection
      id="tutor"
      title={t('Tutor')}
      description={t(
        'Students can talk over a released answer that lost marks with a tutor that asks questions rather than giving the answer. Teachers can read every conversation.',
      )}
    >
      {body}
    </SettingsSection>
  );
}

function TutorSettingsForm({ saved }: { saved: TutorSettingsResponse['data'] }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TutorValues>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveTutorSettings();

  const submit = () => {
    const input = {
      enabled: values.enabled,
      dailyLimit: values.dailyLimit === '' ? undefined : Number(values.dailyLimit),
    };
    const invalid = schemaErrors(TutorSettings, input, { labels: LABELS });
    setErrors(invalid);
    if (Object.keys(invalid).length > 0 || input.dailyLimit === undefined) return;
    save.mutate(
      { enabled: input.enabled, dailyLimit: input.dailyLimit, browserSpeech: values.browserSpeech },
      {
        onSuccess: () => toastSuccess(t('Tutor settings saved.')),
        onError: (error) =>
          showFailure(t('Failed to save the tutor settings. Please try again.'), error),
      },
    );
  };

  return (
    <SettingsForm
      label={t('Tutor')}
      pending={save.isPending}
      onSave={submit}
      submitLabel={t('Save Tutor Settings')}
      pendingLabel={t('Saving...')}
    >
      <Switch
        label={t(LABELS.enabled)}
        checked={values.enabled}
        onChange={(event) => {
          const enabled = event.currentTarget.checked;
          setValues((current) => ({ ...current, enabled }));
        }}
        error={errors.enabled}
        disabled={save.isPending}
      />
      <NumberInput
        label={t(LABELS.dailyLimit)}
        description={t(
          'Each student may send this many replies to the tutor a day (1 to {{max}}).',
          {
            max: TUTOR_DAILY_LIMIT_MAX,
          },
        )}
        value={values.dailyLimit}
        onChange={(dailyLimit) => {
          setValues((current) => ({ ...current, dailyLimit }));
          setErrors(({ dailyLimit: _cleared, ...rest }) => rest);
        }}
        min={1}
        max={TUTOR_DAILY_LIMIT_MAX}
        // Out of range is said under the field, not silently changed on leaving it.
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        error={errors.dailyLimit}
        disabled={save.isPending}
        w={{ base: '100%', xs: 220 }}
      />
      <Switch
        label={t(LABELS.browserSpeech)}
        description={t(
          "Students may then speak a viva answer into the browser instead of typing it. Some browsers (Chrome among them) send the audio to their maker's servers to recognise it. Off by default.",
        )}
        checked={values.browserSpeech}
        onChange={(event) => {
          const browserSpeech = event.currentTarget.checked;
          setValues((current) => ({ ...current, browserSpeech }));
        }}
        error={errors.browserSpeech}
        disabled={save.isPending}
      />
    </SettingsForm>
  );
}
