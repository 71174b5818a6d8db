import { isPassing, passPercentageOf } from '@markwise/contract';
import type { NewAnswer, NewPracticeSession, SessionStatus } from '../schema/index.js';
import type { PlannedAttempt } from './data/demo-history.js';
import { paperMaxMarks, type PaperSeed } from './data/papers/index.js';
import { markAnswer, overallReport, type MarkedAnswer } from './marking.js';
import type { Random } from './random.js';
import { addMinutes, DAY, earliest, latest, MINUTE, startOfUtcDay } from './time.js';

export type SessionRow = NewPracticeSession & {
  id: string;
  status: SessionStatus;
  startTime: Date;
  marksAwarded: number | null;
};

type Attempt = { daysAgo: number; status: SessionStatus; ability: number };

type Participant = { id: string; ability: number; plan?: PlannedAttempt[] };

/** Share of the enrolled students who sit each open exam level. */
const PARTICIPATION = 0.5;
/** Days before today on which past attempts fall: the last 30 days, today handled apart. */
const PAST_DAYS = Array.from({ length: 29 }, (_, index) => index + 1);
/** Today's results for the level reports screen, which opens on today's date. */
const TODAY_STATUSES: SessionStatus[] = ['evaluated', 'in_progress', 'submitted', 'evaluated'];

function planAttempts(participant: Participant, index: number, random: Random): Attempt[] {
  if (participant.plan) {
    return participant.plan.map(({ daysAgo, outcome }) => ({
      daysAgo,
      status: outcome === 'pass' || outcome === 'fail' ? 'evaluated' : outcome,
      ability: outcome === 'pass' ? 0.9 : outcome === 'fail' ? 0.12 : participant.ability,
    }));
  }
  const roll = random.next();
  const count = roll < 0.6 ? 1 : roll < 0.9 ? 2 : 3;
  const days = random.sample(PAST_DAYS, count).sort((a, b) => b - a);
  const todayStatus = TODAY_STATUSES[index];
  if (todayStatus) days[days.length - 1] = 0;
  return days.map((daysAgo, attempt) => ({
    daysAgo,
    status: attempt === days.length - 1 && todayStatus ? todayStatus : 'evaluated',
    // Retakes go better: students read the feedback.
    ability: Math.min(0.97, participant.ability + attempt * 0.12),
  }));
}

/** Start and end of an attempt: school hours on past days, the last few hours today. */
function attemptTimes(options: { attempt: Attempt; paper: PaperSeed; now: Date; random: Random }) {
  const { attempt, paper, now, random } = options;
  const today = startOfUtcDay(options.now);
  const minutes = Math.round(paper.timeAllowed * (0.55 + 0.4 * random.next()));
  if (attempt.daysAgo > 0) {
    const start = new Date(today.getTime() - attempt.daysAgo * DAY + random.int(210, 630) * MINUTE);
    return { start, end: addMinutes(start, minutes) };
  }
  if (attempt.status === 'in_progress') {
    // Started minutes ago, so the demo's open attempts are still running for a good while after
    // the start: the server submits an attempt once its time is up.
    return { start: latest(today, addMinutes(now, -random.int(2, 8))), end: null };
  }
  const start = latest(today, addMinutes(now, -(minutes + random.int(10, 150))));
  return { start, end: earliest(addMinutes(start, minutes), now) };
}

/** Every practice session (with its answers) that the participants of one exam level sat. */
export function simulateLevelSessions(options: {
  institutionId: string;
  levelId: string;
  paperId: string;
  paper: PaperSeed;
  questionIds: string[];
  participants: Participant[];
  now: Date;
  random: Random;
  newId: () => string;
}): { sessions: SessionRow[]; answers: NewAnswer[] } {
  const { paper, now, random, newId } = options;
  const sessions: SessionRow[] = [];
  const answers: NewAnswer[] = [];
  const maxMarks = paperMaxMarks(paper);

  options.participants.forEach((participant, index) => {
    planAttempts(participant, index, random).forEach((attempt, attemptIndex) => {
      const { start, end } = attemptTimes({ attempt, paper, now, random });
      const evaluatedAt = end && earliest(addMinutes(end, random.int(1, 4)), now);
      const sessionId = newId();
      const marked: MarkedAnswer[] = paper.questions.map((question) =>
        markAnswer({ question, language: paper.language, ability: attempt.ability, random }),
      );
      // A student still writing has answered only the first few questions so far.
      const answered =
        attempt.status === 'in_progress'
          ? random.int(1, paper.questions.length - 1)
          : marked.length;
      const evaluated = attempt.status === 'evaluated';

      marked.slice(0, answered).forEach((answer, questionIndex) => {
        answers.push({
          sessionId,
          questionId: options.questionIds[questionIndex] as string,
          answerText: answer.answerText,
          marksAwarded: evaluated ? answer.marksAwarded : null,
          marksAllocated: answer.marksAllocated,
          feedback: evaluated ? answer.feedback : null,
          // As the built-in evaluator names itself (BUILT_IN_EVALUATOR_NAME), like live results.
          evaluator: evaluated ? 'built-in' : null,
          evaluatorMarksAwarded: evaluated ? answer.marksAwarded : null,
          suggestedMarks: evaluated ? answer.marksAwarded : null,
          confidence: evaluated ? 'confident' : null,
          releasedAt: evaluated ? evaluatedAt : null,
          submittedAt: end,
          updatedAt: evaluated && evaluatedAt ? evaluatedAt : (end ?? now),
        });
      });

      const awarded = marked.reduce((sum, answer) => sum + answer.marksAwarded, 0);
      const isPass = isPassing(awarded, maxMarks, passPercentageOf(null, paper));
      sessions.push({
        id: sessionId,
        institutionId: options.institutionId,
        userId: participant.id,
        levelId: options.levelId,
        paperId: options.paperId,
        status: attempt.status,
        startTime: start,
        // The server's deadline: the start plus the paper's time allowed.
        deadlineAt: addMinutes(start, paper.timeAllowed),
        endTime: end,
        submittedAt: end,
        evaluatedAt: evaluated ? evaluatedAt : null,
        evaluationRuns: evaluated ? 1 : 0,
        marksAwarded: evaluated ? awarded : null,
        marksAllocated: maxMarks,
        isPass: evaluated ? isPass : null,
        overallReport: evaluated ? overallReport({ paper, answers: marked, isPass }) : null,
        attemptNumber: attemptIndex + 1,
        createdAt: start,
      });
    });
  });
  return { sessions, answers };
}

/** Which students sit a level: about half of those enrolled, the demo student always. */
export function chooseParticipants(options: {
  enrolled: { id: string; ability: number }[];
  demo?: { id: string; plan: PlannedAttempt[] };
  random: Random;
}): Participant[] {
  const { enrolled, demo, random } = options;
  const others = enrolled.filter((student) => student.id !== demo?.id);
  const chosen: Participant[] = random.sample(others, Math.round(others.length * PARTICIPATION));
  if (!demo) return chosen;
  const demoAbility = enrolled.find((student) => student.id === demo.id)?.ability ?? 0.75;
  return [...chosen, { id: demo.id, ability: demoAbility, plan: demo.plan }];
}
