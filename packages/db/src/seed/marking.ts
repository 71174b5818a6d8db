import { passPercentageOf } from '@markwise/contract';
import type { MarksPerQuestion, StructuredFeedback } from '../schema/index.js';
import type { PaperLanguage, PaperSeed } from './data/papers/index.js';
import type { QuestionSeed } from './data/papers/types.js';
import { PHRASES } from './phrases.js';
import type { Random } from './random.js';

export type MarkedAnswer = {
  answerText: string;
  marksAwarded: number;
  marksAllocated: number;
  feedback: StructuredFeedback;
  /** The first key point the answer missed or left incomplete, for the overall report. */
  firstGap: string | undefined;
};

type Coverage = 'full' | 'partial' | 'missing';

/** What a student of this ability writes for a key point: the whole statement, a fragment, or nothing. */
function coverPoint(ability: number, random: Random): Coverage {
  const roll = random.next();
  if (roll < ability) return 'full';
  return roll < ability + (1 - ability) * 0.35 ? 'partial' : 'missing';
}

/** The first ~60% of a statement's words: an answer that was going the right way and stopped short. */
function fragment(statement: string): string {
  const words = statement.replace(/[.।]$/u, '').split(' ');
  return `${words.slice(0, Math.max(2, Math.ceil(words.length * 0.6))).join(' ')}.`;
}

/** Simulates a student's answer and the built-in evaluator's marks and feedback for it. */
export function markAnswer(options: {
  question: QuestionSeed;
  language: PaperLanguage;
  ability: number;
  random: Random;
}): MarkedAnswer {
  const { question, language, ability, random } = options;
  const phrases = PHRASES[language];
  const written: string[] = [];
  const perPoint: MarksPerQuestion[] = [];
  let firstGap: string | undefined;
  let fullyCovered = 0;

  question.rubric.forEach(({ point, marks }, index) => {
    const coverage = coverPoint(ability, random);
    const awarded = coverage === 'full' ? marks : coverage === 'partial' ? marks / 2 : 0;
    if (coverage === 'full') {
      written.push(point);
      fullyCovered += 1;
    } else {
      if (coverage === 'partial') written.push(fragment(point));
      firstGap ??= point;
    }
    perPoint.push({
      question_number: index + 1,
      marks_awarded: awarded,
      marks_allocated: marks,
      feedback:
        coverage === 'full'
          ? phrases.covered(point)
          : coverage === 'partial'
            ? phrases.partial(point)
            : phrases.missing(point),
      ...(coverage === 'full' ? {} : { improvement_suggestion: phrases.suggestion(point) }),
    });
  });

  const marksAllocated = question.rubric.reduce((sum, { marks }) => sum + marks, 0);
  const marksAwarded = perPoint.reduce((sum, item) => sum + item.marks_awarded, 0);
  const points = question.rubric.length;
  const readable =
    fullyCovered === points
      ? phrases.allCovered
      : marksAwarded >= marksAllocated / 2
        ? phrases.someCovered(fullyCovered, points)
        : phrases.fewCovered;

  return {
    answerText: written.length > 0 ? written.join(' ') : phrases.noAnswer,
    marksAwarded,
    marksAllocated,
    feedback: {
      guidlines: phrases.guidelines(points, marksAllocated),
      readable_response: readable,
      marks_per_question: perPoint,
    },
    firstGap,
  };
}

export const formatMarks = (marks: number) =>
  Number.isInteger(marks) ? String(marks) : marks.toFixed(1);

export const percentage = (awarded: number, allocated: number) =>
  allocated === 0 ? 0 : Math.round((awarded / allocated) * 100);

/** The evaluator's overall markdown report for a marked session. */
export function overallReport(options: {
  paper: PaperSeed;
  answers: MarkedAnswer[];
  isPass: boolean;
}): string {
  const { paper, answers, isPass } = options;
  const awarded = answers.reduce((sum, answer) => sum + answer.marksAwarded, 0);
  const allocated = answers.reduce((sum, answer) => sum + answer.marksAllocated, 0);
  const percent = percentage(awarded, allocated);
  const numbered = answers.map((answer, index) => ({ ...answer, number: index + 1 }));
  const strong = numbered.filter((answer) => answer.marksAwarded === answer.marksAllocated);
  const weak = numbered
    .filter((answer) => answer.marksAwarded < answer.marksAllocated)
    .sort((a, b) => a.marksAwarded / a.marksAllocated - b.marksAwarded / b.marksAllocated);

  const summary =
    percent >= 80
      ? 'An excellent paper: answers are accurate, complete and well organised.'
      : percent >= 60
        ? 'A good paper with a sound grasp of most of the chapter; a few answers lose marks for missing steps or key points.'
        : isPass
          ? 'A pass, but several answers are incomplete. The key points listed below are where most marks were lost.'
          : `Below the pass mark of ${passPercentageOf(null, paper)}%. Many answers miss key points of the model answer; revise the chapter before the next attempt.`;

  const strengths =
    strong.length > 0
      ? strong
          .slice(0, 3)
          .map(
            (answer) =>
              `- **Question ${answer.number}**: full marks (${formatMarks(answer.marksAwarded)}/${answer.marksAllocated}).`,
          )
      : ['- Every question was attempted.'];
  const improvements =
    weak.length > 0
      ? weak
          .slice(0, 3)
          .map(
            (answer) =>
              `- **Question ${answer.number}** (${formatMarks(answer.marksAwarded)}/${answer.marksAllocated}): ${answer.firstGap ?? 'give a more complete answer.'}`,
          )
      : ['- Nothing significant: keep practising to stay consistent.'];
  const nextStep = isPass
    ? '- Try the next level of the journey, and re-read the feedback on any question that lost marks.'
    : '- Re-read the chapter, study the model answers of the questions above, then attempt this test again.';

  return [
    `## Overall result: ${formatMarks(awarded)}/${allocated} (${percent}%), ${isPass ? 'Passed' : 'Not passed'}`,
    '',
    `**${paper.title}** (${paper.qpCode})`,
    '',
    summary,
    '',
    '### Strengths',
    ...strengths,
    '',
    '### Areas to improve',
    ...improvements,
    '',
    '### Next steps',
    nextStep,
  ].join('\n');
}
