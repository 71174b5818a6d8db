import { Button, Card, Divider, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhone, IconReportSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { msg, useTranslation } from '@/i18n/i18n';
import { useNavigate } from 'react-router';
import { FIND_USER_FOUND_MESSAGE, PHONE_MIN_DIGITS } from '@markwise/contract';
import { EmailInput } from '@/components/email-input';
import { paths } from '@/config/paths';
import { toastError, toastSuccess } from '@/lib/notify';
import { useReportLookup } from '../api/get-my-sessions';
import {
  EMPTY_LOOKUP,
  errorsOnBlur,
  errorsOnEdit,
  isLookupValid,
  lookupErrorMessage,
  toLookupBody,
  validateLookup,
  type LookupField,
  type LookupValues,
} from '../lib/lookup-form';
import classes from './report-lookup-form.module.css';

/** The contract's message, as a key (the check keeps the two the same). */
const FOUND = msg('User information found successfully') satisfies typeof FIND_USER_FOUND_MESSAGE;

/** Access Your Reports: find one's reports by phone or email. */
export function ReportLookupForm() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const form = useForm<LookupValues>({ initialValues: EMPTY_LOOKUP, validate: validateLookup });
  // Left (blurred) fields: Mantine's own touched state follows edits, and the messages follow
  // leaving a field (errorsOnBlur).
  const [touched, setTouched] = useState<ReadonlySet<LookupField>>(new Set());

  const lookup = useReportLookup({
    onSuccess: () => {
      toastSuccess(t(FOUND));
      void navigate(paths.studentReports);
    },
    onError: (error) => toastError(lookupErrorMessage(error)),
  });

  const edit = (field: LookupField, value: string) => {
    form.setFieldValue(field, value);
    form.setErrors((shown) => errorsOnEdit(shown, field));
  };

  const leave = (field: LookupField) => {
    const nextTouched = new Set(touched).add(field);
    setTouched(nextTouched);
    const values = form.getValues();
    form.setErrors((shown) => errorsOnBlur({ values, field, touched: nextTouched, shown }));
  };

  const submit = form.onSubmit((values) => lookup.mutate(toLookupBody(values)));

  const headingId = `${id}-heading`;
  const fieldProps = (field: LookupField) => ({
    ...form.getInputProps(field),
    name: field,
    disabled: lookup.isPending,
    onChange: (event: { currentTarget: { value: string } }) =>
      edit(field, event.currentTarget.value),
    onBlur: () => leave(field),
  });

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={560} className={classes.form}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!lookup.isPending) submit(event);
        }}
        noValidate
        aria-labelledby={headingId}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="h3" id={headingId}>
              {t('Access Your Reports')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('Enter your phone number or your email address to see your exam reports.')}
            </Text>
          </Stack>
          <TextInput
            label={t('Phone Number')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            description={t('At least {{count}} digits', { count: PHONE_MIN_DIGITS })}
            leftSection={<IconPhone size={16} aria-hidden />}
            {...fieldProps('mobile')}
          />
          <Divider label={t('or')} labelPosition="center" />
          <EmailInput label={t('Email Address')} autoComplete="email" {...fieldProps('email')} />
          {form.errors.form ? (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {form.errors.form}
            </Text>
          ) : null}
          <Button
            type="submit"
            disabled={lookup.isPending || !isLookupValid(form.values)}
            leftSection={
              lookup.isPending ? (
                <Loader size={16} color="currentColor" aria-hidden />
              ) : (
                <IconReportSearch size={18} aria-hidden />
              )
            }
          >
            {t('Access My Reports')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
