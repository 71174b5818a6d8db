import { normalizeIndic } from './indic.js';

/**
 * Devanagari to Latin letters, the way Hindi is typed in Latin letters ("Hinglish"): deterministic,
 * table-driven, with the inherent vowel dropped where Hindi does not pronounce it. No package on
 * the registry's list is installed that does this; the table is short.
 */
/** "क=k ख=kh …" as a lookup table. */
const table = (pairs: string): Readonly<Record<string, string>> =>
  Object.fromEntries(
    pairs
      .split(/\s+/u)
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  );

const INDEPENDENT_VOWELS = table(`अ=a आ=aa इ=i ई=ii उ=u ऊ=uu ऋ=ri ॠ=ri ऌ=li ऍ=e ऎ=e ए=e ऐ=ai ऑ=o ऒ=o
  ओ=o औ=au`);

const VOWEL_SIGNS = table(`ा=aa ि=i ी=ii ु=u ू=uu ृ=ri ॄ=ri ॅ=e ॆ=e े=e ै=ai ॉ=o ॊ=o ो=o ौ=au`);

const CONSONANTS = table(`क=k ख=kh ग=g घ=gh ङ=n च=ch छ=chh ज=j झ=jh ञ=n ट=t ठ=th ड=d ढ=dh ण=n त=t
  थ=th द=d ध=dh न=n ऩ=n प=p फ=ph ब=b भ=bh म=m य=y र=r ऱ=r ल=l ळ=l ऴ=l व=v श=sh ष=sh स=s ह=h`);

const VIRAMA = '्';
/** Anusvara and chandrabindu nasalise; visarga is a breath. Both close a syllable like a consonant. */
const CODAS = table('ं=n ँ=n ः=h');

type Phone = { text: string; vowel: boolean; inherent?: boolean };

/** A Devanagari word in Latin letters ("प्रकाश संश्लेषण" → "prakaash sanshleshan"). */
export function romanizeDevanagari(text: string): string {
  return text.replace(/[\u0900-\u097f]+/gu, (word) => romanizeWord(word));
}

function romanizeWord(word: string): string {
  const phones: Phone[] = [];
  for (const char of word.normalize('NFC')) {
    const last = phones.at(-1);
    if (CONSONANTS[char]) {
      phones.push(
        { text: CONSONANTS[char], vowel: false },
        { text: 'a', vowel: true, inherent: true },
      );
    } else if (VOWEL_SIGNS[char]) {
      if (last?.inherent) phones.pop();
      phones.push({ text: VOWEL_SIGNS[char], vowel: true });
    } else if (char === VIRAMA) {
      if (last?.inherent) phones.pop();
    } else if (INDEPENDENT_VOWELS[char]) {
      phones.push({ text: INDEPENDENT_VOWELS[char], vowel: true });
    } else if (CODAS[char]) {
      phones.push({ text: CODAS[char], vowel: false });
    } else if (/[०-९]/u.test(char)) {
      phones.push({ text: String(char.charCodeAt(0) - 0x966), vowel: false });
    }
    // Nukta, avagraha and other signs carry no sound of their own here.
  }
  return deleteSchwas(phones)
    .map((phone) => phone.text)
    .join('');
}

/**
 * Hindi drops the inherent "a" at the end of a word (कमल kamal) and between a vowel-consonant and
 * a consonant-vowel (करते karte, समझना samajhnaa), scanning from the right so that one deletion
 * protects the syllable before it (Narasimhan et al. 2004, "Schwa deletion in Hindi").
 */
function deleteSchwas(phones: Phone[]): Phone[] {
  const kept = [...phones];
  const vowels = kept.filter((phone) => phone.vowel).length;
  // Kept after a conjunct, as Hindi says and students type it: सूर्य surya, मित्र mitra.
  const conjunct = kept.length >= 3 && !kept.at(-2)!.vowel && !kept.at(-3)!.vowel;
  if (vowels > 1 && kept.at(-1)?.inherent && !conjunct) kept.pop();
  for (let i = kept.length - 2; i >= 2; i -= 1) {
    if (!kept[i]!.inherent) continue;
    const before = !kept[i - 1]!.vowel && kept[i - 2]!.vowel;
    const after = kept[i + 1] && !kept[i + 1]!.vowel && kept[i + 2]?.vowel;
    if (before && after) kept.splice(i, 1);
  }
  return kept;
}

/**
 * A loose sound key for Latin letters, so that the spellings students use for one Hindi word meet:
 * long vowels as short (aa → a, ee/ii → i, oo/uu → u), ai/ei → e, au/ou → o, aspiration dropped
 * (kh → k, sh → s), ph → f, w → v, z → j, q → k, c → k (but ch → c), y before a consonant → i,
 * m before a labial → n (as anusvara), doubled letters single.
 */
const KEY_RULES: readonly [RegExp, string][] = [
  [/[^a-z0-9]+/g, ''],
  // English "ch" before l or r is k (chlorophyll, chromosome), as Hindi writes it.
  [/ch(?=[lr])/g, 'k'],
  [/c(?!h)/g, 'k'],
  [/ph/g, 'f'],
  [/([^aeiouh])h+/g, '$1'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/aa/g, 'a'],
  [/ee|ii/g, 'i'],
  [/oo|uu/g, 'u'],
  [/ai|ei|ae/g, 'e'],
  [/au|ou/g, 'o'],
  [/y(?![aeiou])/g, 'i'],
  [/m(?=[bpfv])/g, 'n'],
  [/(.)\1+/g, '$1'],
];

export function phoneticKey(latin: string): string {
  return KEY_RULES.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    latin.toLowerCase(),
  );
}

// A model answer is compared with every answer of the class: keep its sound text.
const soundTexts = new Map<string, string>();
const MAX_SOUND_TEXTS = 10_000;

/** Each word of a text (Devanagari romanised) as its sound key: for character similarity. */
export function phoneticText(text: string): string {
  let sound = soundTexts.get(text);
  if (sound === undefined) {
    if (soundTexts.size >= MAX_SOUND_TEXTS) soundTexts.clear();
    const words = romanizeDevanagari(normalizeIndic(text.normalize('NFKC')))
      .toLowerCase()
      .match(/[a-z0-9]+/g);
    sound = (words ?? []).map(phoneticKey).join(' ');
    soundTexts.set(text, sound);
  }
  return sound;
}
