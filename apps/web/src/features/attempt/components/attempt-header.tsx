import type { AttemptSession } from '@markwise/contract';
import { PageHeader } from '@/components/page-header';
import { plural } from '../lib/answers';
import type { TimerState } from '../lib/countdown';
import { CountdownTimer } from './countdown-timer';

type AttemptHeaderProps = {
  session: AttemptSession;
  remaining: number;
  timer: TimerState;
};

/** The paper's title, its size, and the countdown. */
export function AttemptHeader({ session, remaining, timer }: AttemptHeaderProps) {
  const { paper, questions } = session;
  const facts = [
    paper.qpCode,
    plural(questions.length, 'question'),
    `${paper.maxMarks} marks`,
    paper.timeAllowed > 0 ? `${paper.timeAllowed} minutes` : null,
  ].filter(Boolean);
  return (
    <PageHeader
      title={paper.title}
      subtitle={facts.join(' · ')}
      actions={<CountdownTimer remaining={remaining} state={timer} />}
    />
  );
}
