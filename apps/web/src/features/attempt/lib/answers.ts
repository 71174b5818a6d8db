import type { AnswerImage, AttemptSession, SavedAnswer } from '@markwise/contract';
import { i18n } from '@/i18n/i18n';

type Question = AttemptSession['questions'][number];

/** Answered with some text (not only spaces) or at least one photo. */
export function isAnswered(answer: { text: string; imageCount: number }): boolean {
  return answer.text.trim() !== '' || answer.imageCount > 0;
}

export function answerOf(session: AttemptSession, questionId: string): SavedAnswer | undefined {
  return session.answers.find((answer) => answer.questionId === questionId);
}

/** The session with this answer replaced (or added, for a question answered the first time). */
export function withSavedAnswer(session: AttemptSession, saved: SavedAnswer): AttemptSession {
  const exists = session.answers.some((answer) => answer.questionId === saved.questionId);
  const answers = exists
    ? session.answers.map((answer) => (answer.questionId === saved.questionId ? saved : answer))
    : [...session.answers, saved];
  return { ...session, answers };
}

/** The answer's photos in the order of `imageIds`; ids it does not hold are left out. */
export function withImageOrder(
  session: AttemptSession,
  questionId: string,
  imageIds: readonly string[],
): AttemptSession {
  const answer = answerOf(session, questionId);
  if (!answer) return session;
  const byId = new Map(answer.images.map((image) => [image.id, image]));
  const images = imageIds
    .map((id) => byId.get(id))
    .filter((image): image is AnswerImage => image !== undefined);
  return withSavedAnswer(session, { ...answer, images });
}

/** The list with the item at `from` moved to `to`; unchanged when either is out of range. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const moved = [...list];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item as T);
  return moved;
}

/** The questions, in paper order, that `answered` says are not answered. */
export function unansweredQuestions(
  questions: readonly Question[],
  answered: (questionId: string) => boolean,
): Question[] {
  return [...questions]
    .sort((a, b) => a.number - b.number)
    .filter((question) => !answered(question._id));
}

/** 'Question 3', 'Questions 2 and 5', 'Questions 1, 4 and 6'. */
export function questionList(numbers: readonly number[]): string {
  if (numbers.length === 0) return '';
  if (numbers.length === 1) return i18n.t('Question {{number}}', { number: numbers[0] });
  return i18n.t('Questions {{list}} and {{last}}', {
    list: numbers.slice(0, -1).join(', '),
    last: numbers[numbers.length - 1],
  });
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** A one-line glimpse of markdown: emphasis, heading and code marks dropped, space collapsed. */
export function plainGlimpse(markdown: string): string {
  return markdown
    .replace(/[*_`~]+/g, '')
    .replace(/^\s{0,3}(#{1,6}|>|[-+]|\d+\.)\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}
