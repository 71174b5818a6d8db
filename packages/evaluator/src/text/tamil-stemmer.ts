/**
 * Light stemming of Tamil, which is agglutinative: a noun carries plural, case and clitic suffixes
 * (தாவரங்களுக்கும் = தாவரம் + கள் + உக்கு + உம்), joined by a doubled consonant (உணவைத் தயாரி-)
 * or a glide (ஒளி + ஐ = ஒளியை). Suffixes are stripped longest first, a few rounds, then the last
 * vowel sign, so that the forms of one word meet at one stem; no dictionary, so it over-strips
 * rather than under-strips, the same way on both sides of a comparison.
 */
const SUFFIXES: readonly string[] = `
  த்திலிருந்து ிலிருந்து லிருந்து த்தினால் த்திற்கு த்துக்கு த்துடன் த்தோடு த்தின் த்தில் த்தால் த்தை
  ங்களுக்கு ங்களுடன் ங்களால் ங்களின் ங்களில் ங்களை ங்கள் க்களுக்கு க்களின் க்களில் க்களை க்கள்
  களுக்கு களுடன் களிடம் களால் களின் களில் களை கள்
  ுக்கும் க்கும் ிலும் ையும் ாலும் களும் ுக்கு க்கு ிற்கு ற்கு ுடன் ோடு ிடம் ால் ில் ின் ை ாகும் ானது ாகிய ாக ான ும் ே
  ப்படுகின்றன ப்படுகிறது ப்படும் கின்றனர் கின்றன கின்றது கின்றார் கிறார்கள் கிறார் கிறான் கிறாள் கிறது
  ின்றன ின்றது ிறது கும் த்தது த்தன த்தார் ந்தது ந்தன ந்தார் த்தல் தல் ப்பது வது வார்கள் வார்
`
  .split(/\s+/u)
  .filter(Boolean)
  .sort((a, b) => b.length - a.length);

/** The consonants doubled at a join (உணவைத் தயாரி-, தயாரிக்-கும்). */
const JOINING = /[கசதப]்$/u;
/** A glide between a vowel-final stem and a vowel suffix (ஒளியை, பூவை). */
const GLIDE = /(?<=[ிீெேை])ய$|(?<=[ுூோ])வ$/u;
/** The -am of a noun stem (தாவரம், oblique தாவரத்-, plural தாவரங்கள்) after a consonant. */
const AM = /(?<=[\u0b95-\u0bb9])ம்$/u;
const VOWEL_SIGN = /^[\u0bbe-\u0bcc]/u;
const PULLI = '\u0bcd';
const FINAL_SIGN = /[\u0bbe-\u0bcd]$/u;
const MIN_STEM = 2;

export function stemTamil(word: string): string {
  let stem = strip(word, JOINING);
  for (let round = 0; round < 3; round += 1) {
    const suffix = SUFFIXES.find((s) => stem.endsWith(s) && stem.length - s.length >= MIN_STEM);
    if (!suffix) break;
    const rest = stem.slice(0, -suffix.length);
    stem = VOWEL_SIGN.test(suffix) ? rejoin(rest) : strip(rest, JOINING);
  }
  return strip(strip(stem, AM), FINAL_SIGN);
}

/**
 * The stem as it was before a suffix that starts with a vowel took its last consonant's pulli
 * (தாவரங்கள் + உக்கு = தாவரங்களுக்கு), or without the glide it brought.
 */
function rejoin(stem: string): string {
  const unglided = strip(stem, GLIDE);
  return unglided !== stem ? unglided : `${stem}${PULLI}`;
}

function strip(word: string, pattern: RegExp): string {
  const stripped = word.replace(pattern, '');
  return stripped.length >= MIN_STEM ? stripped : word;
}
