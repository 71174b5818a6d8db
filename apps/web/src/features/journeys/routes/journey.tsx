import { Button, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/user-store';
import { useJourneys } from '../api/get-journeys';
import { JourneyBuilder } from '../components/journey-builder';
import { JourneyLevelsCard, JourneyLevelsSkeleton } from '../components/journey-levels-card';
import { JourneyState } from '../components/journey-state';
import { JourneyTitleForm } from '../components/journey-title-form';
import { examLevels, firstJourney } from '../lib/journey-levels';

/** Back one step; opened directly (no history inside the app), back to the course's subjects. */
function useBackToSubjects(examId: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.subjects(examId), { replace: true });
  };
}

/**
 * `?edit` opens the builder: an address a teacher can reload or share. Switching replaces the
 * history entry, so 'Back to Subjects' (one step back) still leads to the subjects.
 */
function useEditMode(canEdit: boolean) {
  const [params, setParams] = useSearchParams();
  const editing = canEdit && params.has('edit');
  const setEditing = (on: boolean) => setParams(on ? { edit: '' } : {}, { replace: true });
  return [editing, setEditing] as const;
}

export function JourneyRoute() {
  const { t } = useTranslation();
  const { examId = '', subjectId = '' } = useParams();
  const journeys = useJourneys(subjectId);
  const goBack = useBackToSubjects(examId);
  const isAdmin = useCurrentUser()?.role === 'ADMIN';
  const [editing, setEditing] = useEditMode(isAdmin);
  const journey = journeys.data ? firstJourney(journeys.data) : null;

  let title: ReactNode = t('Journey');
  if (journeys.isPending) title = <Skeleton h={40} w={320} maw="70vw" />;
  else if (journey) title = journey.title;

  let content: ReactNode;
  if (journeys.isPending) {
    content = (
      <div role="status" aria-label={t('Loading journey')}>
        <JourneyLevelsSkeleton />
      </div>
    );
  } else if (journeys.isError) {
    content = <JourneyState kind="error" onBack={goBack} />;
  } else if (!journey) {
    content = (
      <JourneyState kind="missing" onBack={goBack}>
        {isAdmin ? (
          <JourneyTitleForm subjectId={subjectId} onDone={() => setEditing(true)} />
        ) : null}
      </JourneyState>
    );
  } else if (editing) {
    content = <JourneyBuilder journey={journey} subjectId={subjectId} />;
  } else {
    content = <JourneyLevelsCard levels={examLevels(journey.levels)} />;
  }

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('Exams')}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={goBack}
            >
              {t('Back to Subjects')}
            </Button>
            {isAdmin && journey ? (
              editing ? (
                // No icon: at 390 px it then fits beside 'Back to Subjects'.
                <Button onClick={() => setEditing(false)}>{t('Done Editing')}</Button>
              ) : (
                <Button
                  leftSection={<IconEdit size={16} aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  {t('Edit Journey')}
                </Button>
              )
            ) : null}
          </>
        }
      />
      {content}
    </>
  );
}
