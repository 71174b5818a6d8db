import { Button, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useJourneys } from '../api/get-journeys';
import { JourneyLevelsCard, JourneyLevelsSkeleton } from '../components/journey-levels-card';
import { JourneyState } from '../components/journey-state';
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

export function JourneyRoute() {
  const { examId = '', subjectId = '' } = useParams();
  const journeys = useJourneys(subjectId);
  const goBack = useBackToSubjects(examId);
  const journey = journeys.data ? firstJourney(journeys.data) : null;

  let title: ReactNode = 'Journey';
  if (journeys.isPending) title = <Skeleton h={40} w={320} maw="70vw" />;
  else if (journey) title = journey.title;

  return (
    <>
      <PageHeader
        title={title}
        subtitle="Exams"
        actions={
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={goBack}
          >
            Back to Subjects
          </Button>
        }
      />
      {journeys.isPending ? (
        <div role="status" aria-label="Loading journey">
          <JourneyLevelsSkeleton />
        </div>
      ) : journeys.isError ? (
        <JourneyState kind="error" onBack={goBack} />
      ) : journey ? (
        <JourneyLevelsCard levels={examLevels(journey.levels)} />
      ) : (
        <JourneyState kind="missing" onBack={goBack} />
      )}
    </>
  );
}
