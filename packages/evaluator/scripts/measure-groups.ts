/**
 * How well the desk's groups of alike answers hold answers a teacher gave one mark: the share of
 * grouped answers (groups of two or more) within half a mark of their group's median teacher
 * mark, beside the same share for groups of the same sizes filled at random from the question's
 * answers. The grouping has one constant for every question, so there is nothing to leave out.
 */
import { groupAnswers, GROUP_SIMILARITY } from '../src/scoring/groups.js';

export type GroupsMeasurement = {
  grouped: number;
  answers: number;
  groups: number;
  withinHalf: number;
  randomWithinHalf: number;
};

export function measureGroups(
  answers: readonly { question: string; text: string; actual: number }[],
  similarity = GROUP_SIMILARITY,
): GroupsMeasurement {
  const byQuestion = new Map<string, number[]>();
  answers.forEach((answer, index) => {
    byQuestion.set(answer.question, [...(byQuestion.get(answer.question) ?? []), index]);
  });
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const figures = { grouped: 0, answers: answers.length, groups: 0, withinHalf: 0, random: 0 };
  for (const [question, indexes] of byQuestion) {
    const groups = groupAnswers(
      question,
      indexes.map((index) => ({ id: index, text: answers[index]!.text })),
      similarity,
    );
    const shuffled = [...indexes].sort(() => random() - 0.5);
    let taken = 0;
    for (const group of groups) {
      const drawn = shuffled.slice(taken, taken + group.length);
      taken += group.length;
      if (group.length < 2) continue;
      figures.groups += 1;
      figures.grouped += group.length;
      figures.withinHalf += nearMedian(group.map((index) => answers[index]!.actual));
      figures.random += nearMedian(drawn.map((index) => answers[index]!.actual));
    }
  }
  return {
    grouped: figures.grouped,
    answers: figures.answers,
    groups: figures.groups,
    withinHalf: figures.withinHalf / Math.max(figures.grouped, 1),
    randomWithinHalf: figures.random / Math.max(figures.grouped, 1),
  };
}

/** How many of the marks are within half a mark of their median. */
function nearMedian(marks: readonly number[]): number {
  const sorted = [...marks].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return sorted.filter((mark) => Math.abs(mark - median) <= 0.5).length;
}
