/**
 * Function words that carry no concept. English is the classic SMART/Snowball core list without the
 * negators (handled separately); the Hindi and Tamil lists hold only the commonest particles,
 * postpositions and auxiliaries, enough that overlap is driven by content words.
 */
const ENGLISH = `a about above after again against all also am an and any are as at be because been
before being below between both but by could did do does doing down during each etc few for from
further had has have having he her here hers herself him himself his how however i ie eg if in into
is it its itself just let me more most my myself of off on once only or other ought our ours
ourselves out over own same she should so some such than that the their theirs them themselves then
there these they this those through thus to too under until up upon us very was we were what when
where which while who whom why will with would you your yours yourself yourselves can may might must
shall also i.e e.g via per one`;

const HINDI = `का की के है हैं था थी थे में से को पर और या एक यह वह ये वे इस उस इन उन भी तो ही जो
कि कर करता करती करते किया होता होती होते हो गया गई लिए साथ द्वारा तक अपने अपना अपनी रूप प्रकार जाता जाती जाते`;

const TAMIL = `ஒரு மற்றும் இது அது இந்த அந்த என்று என்ற உள்ள ஆகும் ஆனால் அல்லது போது மூலம் பற்றி
கொண்டு இருந்து இருக்கும் உள்ளது என்பது என்பதை ஆக`;

/** Negation cues; kept out of the stop words so the scorer can see them. */
export const NEGATORS: ReadonlySet<string> = new Set([
  'not',
  'no',
  'never',
  'none',
  'nothing',
  'neither',
  'nor',
  'without',
  'नहीं',
  'न',
  'मत',
  'இல்லை',
  'அல்ல',
]);

export const STOP_WORDS: ReadonlySet<string> = new Set(
  [ENGLISH, HINDI, TAMIL].flatMap((list) => list.split(/\s+/u)).filter(Boolean),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word) || NEGATORS.has(word);
}
