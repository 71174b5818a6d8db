import { analyze } from '../text/terms.js';
import { EMPTY_LEXICON } from '../vectors/lexicon.js';
import { bagOf, type Bag } from './peers.js';

/**
 * How alike two answers must be to share a group: the cosine of their word bags (the question's
 * own words left out), the measure the anchors and the class-aware mode compare answers by. High,
 * so that a group holds answers a teacher would give one mark; a teacher still looks at each.
 */
export const GROUP_SIMILARITY = 0.75;

export type GroupedAnswer<Id> = { id: Id; text: string };

/**
 * Answers to one question in groups of alike answers, largest first, each in the order given. An
 * answer joins the first group whose first answer is at least `similarity` like it (one pass, so
 * a group never drifts from its first answer); answers with no words beyond the question's (blank,
 * or the question copied) make one group of their own. Single answers are groups of one.
 */
export function groupAnswers<Id>(
  question: string,
  answers: readonly GroupedAnswer<Id>[],
  similarity = GROUP_SIMILARITY,
): Id[][] {
  const questionKeys = new Set(analyze(question, EMPTY_LEXICON).map((term) => term.key));
  const leaders: { bag: Bag; members: Id[] }[] = [];
  const empty: Id[] = [];
  // Leaders by word: an answer is compared only with the leaders it shares a word with.
  const postings = new Map<string, number[]>();
  for (const answer of answers) {
    const bag = bagOf(analyze(answer.text, EMPTY_LEXICON), questionKeys);
    if (bag.size === 0) {
      empty.push(answer.id);
      continue;
    }
    const cosine = new Map<number, number>();
    for (const [key, weight] of bag) {
      for (const leader of postings.get(key) ?? []) {
        cosine.set(leader, (cosine.get(leader) ?? 0) + weight * leaders[leader]!.bag.get(key)!);
      }
    }
    let joined = -1;
    for (const [leader, value] of cosine) {
      if (value >= similarity && (joined === -1 || leader < joined)) joined = leader;
    }
    if (joined >= 0) {
      leaders[joined]!.members.push(answer.id);
      continue;
    }
    leaders.push({ bag, members: [answer.id] });
    for (const key of bag.keys()) {
      const list = postings.get(key);
      if (list) list.push(leaders.length - 1);
      else postings.set(key, [leaders.length - 1]);
    }
  }
  const groups = leaders.map((leader) => leader.members);
  if (empty.length > 0) groups.push(empty);
  // Largest first; among equals, the one whose first answer came first.
  return groups
    .map((members, order) => ({ members, order }))
    .sort((a, b) => b.members.length - a.members.length || a.order - b.order)
    .map(({ members }) => members);
}
