import { Button, Center, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Subject } from '@markwise/contract';
import { IconAlertTriangle, IconBook2 } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';
import type { SubjectActionHandlers } from './subject-actions';
import { SubjectCards } from './subject-cards';
import { SubjectsTable } from './subjects-table';

/** Below 768px, the mobile breakpoint, the table becomes cards. */
const PHONE_QUERY = '(max-width: 47.99em)';

type SubjectsContentProps = SubjectActionHandlers & {
  examId: string;
  state: 'pending' | 'error' | 'success';
  subjects: Subject[] | undefined;
};

/** The loading, error, empty and data states of the subjects list. */
export function SubjectsContent({ examId, state, subjects, ...handlers }: SubjectsContentProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

  if (state === 'pending') {
    return (
      <Center mih={240} role="status" aria-live="polite">
        <Loader aria-label={t('Loading subjects')} />
      </Center>
    );
  }
  if (state === 'error' || !subjects) {
    return (
      <StatePanel
        mt="xl"
        failure
        withIndicatorBackground={false}
        icon={IconAlertTriangle}
        title={t('Error Loading Subjects')}
        action={
          <Button component={Link} to={paths.exams}>
            {t('Return to Exams')}
          </Button>
        }
      >
        {t('There was a problem loading the subjects. Please try again later.')}
      </StatePanel>
    );
  }
  if (subjects.length === 0) {
    return (
      <StatePanel mt="xl" icon={IconBook2} title={t('No subjects found')}>
        {t("This course doesn't have any subjects yet. Add your first subject to get started.")}
      </StatePanel>
    );
  }
  return isPhone ? (
    <SubjectCards subjects={subjects} examId={examId} {...handlers} />
  ) : (
    <SubjectsTable subjects={subjects} examId={examId} {...handlers} />
  );
}
