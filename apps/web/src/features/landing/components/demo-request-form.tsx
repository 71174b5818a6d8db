import { Alert, Button, Loader, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCreateDemoRequest } from '../api/create-demo-request';
import {
  DEMO_REQUEST_FIELDS,
  DEMO_REQUEST_MAX_LENGTH,
  DEMO_REQUEST_SUCCESS_TEXT,
  DEMO_SUCCESS_VISIBLE_MS,
  EMPTY_DEMO_REQUEST,
  demoRequestErrorMessage,
  isDemoRequestFieldRequired,
  toDemoRequestBody,
  validateDemoRequest,
  type DemoRequestField,
  type DemoRequestValues,
} from '../lib/demo-request-form';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { useTranslation } from '@/i18n/i18n';

const inputId = (field: DemoRequestField) => `demo-request-${field}`;

/** A fieldset only for its `disabled`: no border, padding or margin of its own. */
const FIELDSET_RESET = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/** The landing page's demo-request form. */
export function DemoRequestForm() {
  const { t } = useTranslation();
  const hydrated = useIsHydrated();
  // A field's error goes as soon as it is edited (the form's default).
  const form = useForm<DemoRequestValues>({
    initialValues: EMPTY_DEMO_REQUEST,
    validate: validateDemoRequest,
  });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const successTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(successTimer.current), []);

  const request = useCreateDemoRequest({
    onSuccess: () => {
      form.setValues(EMPTY_DEMO_REQUEST);
      setSucceeded(true);
      window.clearTimeout(successTimer.current);
      successTimer.current = window.setTimeout(() => setSucceeded(false), DEMO_SUCCESS_VISIBLE_MS);
    },
    onError: (error) => setSubmitError(demoRequestErrorMessage(error)),
  });

  const onValid = (values: DemoRequestValues) => request.mutate(toDemoRequestBody(values));
  const onInvalid = (errors: FormErrors) => {
    const first = DEMO_REQUEST_FIELDS.find((field) => errors[field]);
    if (first) document.getElementById(inputId(first))?.focus();
  };
  const submit = form.onSubmit(onValid, onInvalid);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Submitting is blocked while a request is in flight.
    if (request.isPending) return;
    setSubmitError(null);
    setSucceeded(false);
    submit(event);
  };

  const fieldProps = (field: DemoRequestField) => ({
    ...form.getInputProps(field),
    id: inputId(field),
    name: field,
    required: isDemoRequestFieldRequired(field),
    maxLength: DEMO_REQUEST_MAX_LENGTH[field],
    disabled: request.isPending,
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('Request a demo')}>
      {/* Prerendered with the landing page: until hydrated, a submit would send the fields
          natively, as a GET to this address. */}
      <fieldset disabled={!hydrated} style={FIELDSET_RESET}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('First name')}
              autoComplete="given-name"
              {...fieldProps('firstName')}
            />
            <TextInput
              label={t('Last name')}
              autoComplete="family-name"
              {...fieldProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('Email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@school.edu"
            {...fieldProps('email')}
          />
          <TextInput
            label={t('Institution name')}
            autoComplete="organization"
            {...fieldProps('institutionName')}
          />
          <Textarea
            label={t('Message')}
            description={t('Optional: classes, subjects or languages you would like to see.')}
            rows={4}
            resize="vertical"
            {...fieldProps('message')}
          />
          <div aria-live="polite">
            {succeeded ? (
              <Alert
                color="teal"
                variant="light"
                icon={<IconCircleCheck aria-hidden />}
                role="status"
              >
                {t(DEMO_REQUEST_SUCCESS_TEXT)}
              </Alert>
            ) : null}
          </div>
          {submitError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {submitError}
            </Alert>
          ) : null}
          <Button
            type="submit"
            size="md"
            disabled={request.isPending}
            leftSection={
              request.isPending ? (
                <Loader size={16} color="currentColor" aria-hidden />
              ) : (
                <IconSend size={18} aria-hidden />
              )
            }
          >
            {request.isPending ? t('Submitting...') : t('Request a demo')}
          </Button>
        </Stack>
      </fieldset>
    </form>
  );
}
