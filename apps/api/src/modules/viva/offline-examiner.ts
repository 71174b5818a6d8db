import { VIVA_FOLLOW_UP_BELOW, type VivaSummary } from '@markwise/contract';
import {
  pointCoverage,
  shapeOf,
  sharedWords,
  type GuidedQuestion,
} from '../tutor/offline-tutor.js';

/** A question of the level's paper a viva asks about, with its marking guide (never shown). */
export type VivaTopic = GuidedQuestion & { id: string; number: number };

/** What an answer is worth and what the examiner says of it. */
export type VivaMarking = { score: number; feedback: string; followUp: string | null };

/** Markdown and line breaks out of a paper question, so it reads as something said aloud. */
const spoken = (text: string) =>
  text
    .replace(/[*_`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const hasGuide = (topic: VivaTopic) =>
  Boolean(topic.modelAnswer?.trim()) || (topic.rubric?.length ?? 0) > 0;

/**
 * The paper questions a viva asks about: `count` of them at random, those with a marking guide
 * first (an answer can only be marked against one), in paper order.
 */
export function pickTopics(
  questions: readonly VivaTopic[],
  count: number,
  random = Math.random,
): VivaTopic[] {
  const shuffled = [...questions]
    .map((topic) => ({ topic, key: (hasGuide(topic) ? 0 : 1) + random() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map(({ topic }) => topic);
  return shuffled.sort((a, b) => a.number - b.number);
}

/** A paper question asked as an examiner would ask it aloud (the screen numbers it). */
export function vivaQuestion(topic: VivaTopic): string {
  return `In your own words, as you would say it aloud: ${spoken(topic.text)}`;
}

/**
 * The built-in examiner: an answer scores the share of the guide's marks it makes, credited as
 * the built-in evaluator credits rubric points. The feedback counts the ideas and never quotes
 * the guide; a thin first answer gets a follow-up built, like the offline tutor's hints, from
 * the question's words and the shape of the first idea missed.
 */
export function markOffline(
  topic: VivaTopic,
  answer: string,
  kind: 'question' | 'follow_up',
): VivaMarking {
  if (!answer.trim()) {
    return { score: 0, feedback: 'No answer was given.', followUp: null };
  }
  const coverage = pointCoverage(topic, answer);
  const total = coverage.reduce((sum, point) => sum + point.marks, 0);
  if (coverage.length === 0 || total <= 0) {
    return {
      score: 0,
      feedback: 'This question has no marking guide, so the answer could not be marked.',
      followUp: null,
    };
  }
  const earned = coverage.reduce((sum, point) => sum + Math.min(1, point.credit) * point.marks, 0);
  const score = Math.round((100 * earned) / total);
  const missed = coverage.filter((point) => point.credit < 0.5);
  const made = coverage.length - missed.length;
  const ideas = (n: number) => `${n} idea${n === 1 ? '' : 's'}`;
  const feedback =
    missed.length === 0
      ? `A full answer: you made every idea the question looks for (${ideas(made)}).`
      : `You made ${made} of the ${ideas(coverage.length)} the question looks for.` +
        (score >= VIVA_FOLLOW_UP_BELOW
          ? ' A good answer; say the rest as fully next time.'
          : ' Too thin for a viva: an examiner would ask for more.');
  const first = missed[0];
  if (kind === 'follow_up' || score >= VIVA_FOLLOW_UP_BELOW || !first) {
    return { score, feedback, followUp: null };
  }
  // Anchors from the question only: words of the answer would confirm which guesses the guide has.
  const anchors = sharedWords(first.point, topic.text).slice(0, 2);
  const followUp =
    `Follow-up: ${shapeOf(first.point)}` +
    (anchors.length > 0
      ? ` Tell me more about ${anchors.map((word) => `"${word}"`).join(' and ')}.`
      : ' What more would a full answer say?');
  return { score, feedback, followUp };
}

/**
 * The end of a viva: each topic at its better answer (a follow-up's counts with the first's
 * words), their mean, and what to go over.
 */
export function summarise(
  turns: readonly { topic: number; question: string; kind: string; score: number | null }[],
  topics: number,
): VivaSummary {
  const byTopic = new Map<number, { question: string; score: number }>();
  for (const turn of turns) {
    const best = byTopic.get(turn.topic);
    const score = turn.score ?? 0;
    if (!best) byTopic.set(turn.topic, { question: turn.question, score });
    else best.score = Math.max(best.score, score);
  }
  const list = [...byTopic.entries()]
    .sort(([a], [b]) => a - b)
    .map(([topic, { question, score }]) => ({ topic, question, score }));
  const score = Math.round(list.reduce((sum, topic) => sum + topic.score, 0) / Math.max(1, topics));
  const weak = list.filter((topic) => topic.score < VIVA_FOLLOW_UP_BELOW).map((t) => t.topic);
  const text =
    `You answered ${list.length} of ${topics} questions and scored ${score}% overall.` +
    (weak.length === 0
      ? ' Every answer was well made: well done.'
      : ` Go over question${weak.length === 1 ? '' : 's'} ${weak.join(', ')} before the exam.`) +
    ' This was practice: it does not change any exam mark.';
  return { score, topics: list, text };
}
