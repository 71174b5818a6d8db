import { normalizeIndic } from './indic.js';

/**
 * Light stemming of Bengali: the longest plural, case or verb ending of a short list is stripped,
 * then a last vowel sign (উদ্ভিদগুলোর, উদ্ভিদের, উদ্ভিদ → উদ্ভিদ; পাতায়, পাতা → পাত). The list follows
 * the inflections a school answer uses; written in normalised spelling (য় as য), as words are.
 */
const SUFFIXES: readonly string[] = `
  গুলোকে গুলিকে গুলোর গুলির গুলোতে গুলিতে গুলো গুলি েরা রা টিকে টাকে টির টার টি টা খানা খানি কে
  েতে তে ের ার ির ীর ুর োর ায়ে ায় োয় ে
  চ্ছিলেন চ্ছিল চ্ছেন চ্ছে ছিলেন ছিলাম ছিল েছেন েছে ছেন ছে লেন লাম বেন বে তেন তাম েন
`
  .split(/\s+/u)
  .filter(Boolean)
  .map((suffix) => normalizeIndic(suffix))
  .sort((a, b) => b.length - a.length);

const VOWEL_SIGN = /^[\u09be-\u09cc]/u;
const FINAL_SIGN = /[\u09be-\u09cd]$/u;
/** Stems keep two code points; three before an ending that starts with a consonant (ধারা ≠ ধা + রা). */
const MIN_STEM = 2;

export function stemBengali(word: string): string {
  const suffix = SUFFIXES.find(
    (s) => word.endsWith(s) && word.length - s.length >= MIN_STEM + (VOWEL_SIGN.test(s) ? 0 : 1),
  );
  const stem = suffix ? word.slice(0, -suffix.length) : word;
  const bare = stem.replace(FINAL_SIGN, '');
  return bare.length >= MIN_STEM ? bare : stem;
}
