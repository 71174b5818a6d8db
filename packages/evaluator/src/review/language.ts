import { keySimilarity } from '../scoring/key-similarity.js';
import { looksHinglish } from '../text/hinglish.js';
import { dominantScript, scriptName, type Script } from '../text/script.js';
import { analyze } from '../text/terms.js';
import { tokenize } from '../text/tokenize.js';
import { EMPTY_LEXICON } from '../vectors/lexicon.js';

/**
 * Whether an answer is in the language of the expected answer. The built-in marker compares words:
 * an answer in another language shares none, and would be marked as if it were unrelated; it goes
 * to a teacher instead. Hindi typed in Latin letters is the expected answer's language when that is
 * Hindi in Devanagari: the two are compared by sound ('transliterated').
 */
export type LanguageCheck =
  { outcome: 'same' } | { outcome: 'transliterated' } | { outcome: 'other'; detail: string };

const HINGLISH = 'Hindi typed in the Latin alphabet';

/**
 * A Latin answer to a Devanagari one with too few Hindi function words to tell ("prakash
 * sanshleshan, paudhe, surya"): Hindi if most of its words sound like the expected answer's.
 */
const SOUND_MATCH_SHARE = 0.5;
const SOUND_MATCH_MIN_WORDS = 2;

export function compareLanguages(input: {
  answer: string;
  reference: string;
  question: string;
}): LanguageCheck {
  const answerScript = dominantScript(input.answer);
  const expectedScript = dominantScript(input.reference);
  if (answerScript === null || expectedScript === null) return { outcome: 'same' };
  const hinglish = (text: string) => looksHinglish(tokenize(text).map((token) => token.text));
  if (answerScript === expectedScript) {
    // Hindi in Latin letters to an English paper: a teacher decides, as for Devanagari.
    const other = answerScript === 'Latin' && hinglish(input.answer) && !hinglish(input.reference);
    return other ? otherLanguage(HINGLISH, 'English') : { outcome: 'same' };
  }
  const scripts = new Set<Script>([answerScript, expectedScript]);
  if (scripts.has('Latin') && scripts.has('Devanagari')) {
    const latinSide = answerScript === 'Latin' ? input.answer : input.reference;
    if (hinglish(latinSide) || soundsLikeExpected(input)) return { outcome: 'transliterated' };
  }
  return otherLanguage(scriptName(answerScript), scriptName(expectedScript));
}

function otherLanguage(answer: string, expected: string): LanguageCheck {
  return {
    outcome: 'other',
    detail: `The answer is written in ${answer} and the expected answer in ${expected}: the built-in marker cannot compare them.`,
  };
}

function soundsLikeExpected(input: { answer: string; reference: string; question: string }) {
  const options = { transliterated: true };
  const expected = analyze(`${input.reference}\n${input.question}`, EMPTY_LEXICON, options);
  const words = analyze(input.answer, EMPTY_LEXICON, options);
  const alike = words.filter((word) =>
    expected.some((term) => keySimilarity(word.key, term.key) > 0),
  ).length;
  return alike >= SOUND_MATCH_MIN_WORDS && alike >= SOUND_MATCH_SHARE * words.length;
}
