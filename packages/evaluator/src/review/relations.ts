import { stemmer } from 'stemmer';
import { isStopWord } from '../text/stopwords.js';
import { isLatinWord, tokenize } from '../text/tokenize.js';

/**
 * Word overlap cannot tell "the name of the function and the types of the parameters" from "the
 * types of the function and the name of the parameters": both have every word. Relations a
 * preposition states ("X of Y") can: an answer that ties the expected answer's words together the
 * other way round says something else with the same words, and a teacher should read it.
 * Relations the expected answer does not state are not judged.
 */
const RELATIONAL = new Set(['of', 'in', 'to', 'from', 'by', 'for', 'into', 'on', 'than', 'with']);
/** How far (in words) a preposition may be from the words it relates. */
const REACH = 3;

type Relation = { head: string; preposition: string; object: string; text: string };

export type RelationConflict = { expected: string; written: string };

export function relationConflicts(reference: string, answer: string): RelationConflict[] {
  const expected = relationsOf(reference);
  if (expected.length === 0) return [];
  const words = new Set(expected.flatMap((r) => [r.head, r.object]));
  const conflicts: RelationConflict[] = [];
  for (const written of relationsOf(answer)) {
    if (!words.has(written.head) || !words.has(written.object)) continue;
    if (expected.some((r) => same(r, written))) continue;
    const by = expected.filter((r) => r.preposition === written.preposition);
    // Swapped: each word is tied by this preposition to another partner in the expected answer
    // ("name of function, type of parameter" → "type of function"), or the two are reversed.
    const reversed = by.find((r) => r.head === written.object && r.object === written.head);
    const headElsewhere = by.find((r) => r.head === written.head && r.object !== written.object);
    const objectElsewhere = by.some((r) => r.object === written.object && r.head !== written.head);
    const clash = reversed ?? (objectElsewhere ? headElsewhere : undefined);
    if (clash) conflicts.push({ expected: show(clash), written: show(written) });
  }
  return conflicts;
}

const same = (a: Relation, b: Relation) =>
  a.head === b.head && a.preposition === b.preposition && a.object === b.object;
const show = (r: Relation) => r.text;
const keyOf = (word: string) => (isLatinWord(word) ? stemmer(word) : word);

function relationsOf(text: string): Relation[] {
  const tokens = tokenize(text);
  const relations: Relation[] = [];
  tokens.forEach((token, index) => {
    if (!RELATIONAL.has(token.text)) return;
    const head = nearest(tokens, index, -1, token.clause);
    const object = nearest(tokens, index, 1, token.clause);
    if (head && object) {
      relations.push({
        head: keyOf(head),
        preposition: token.text,
        object: keyOf(object),
        text: `${head} ${token.text} ${object}`,
      });
    }
  });
  return relations;
}

function nearest(
  tokens: ReturnType<typeof tokenize>,
  from: number,
  step: 1 | -1,
  clause: number,
): string | null {
  for (let i = from + step, seen = 0; i >= 0 && i < tokens.length && seen < REACH; i += step) {
    const token = tokens[i]!;
    if (token.clause !== clause || RELATIONAL.has(token.text)) return null;
    seen += 1;
    if (!isStopWord(token.text)) return token.text;
  }
  return null;
}
