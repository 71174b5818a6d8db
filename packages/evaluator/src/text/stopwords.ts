import { normalizeIndic } from './indic.js';

/**
 * Function words that carry no concept. English is the classic SMART/Snowball core list without the
 * negators (handled separately); the Hindi, Marathi, Bengali and Tamil lists hold the commonest
 * particles, pronouns, postpositions and auxiliaries of school answers, so that overlap is driven by
 * content words. Indian-script lists are stored in normalised spelling (indic.ts), as tokens are.
 */
const ENGLISH = `a about above after again against all also am an and any are as at be because been
before being below between both but by could did do does doing down during each etc few for from
further had has have having he her here hers herself him himself his how however i ie eg if in into
is it its itself just let me more most my myself of off on once only or other ought our ours
ourselves out over own same she should so some such than that the their theirs them themselves then
there these they this those through thus to too under until up upon us very was we were what when
where which while who whom why will with would you your yours yourself yourselves can may might must
shall also i.e e.g via per one`;

export const HINDI = `का की के है हैं था थी थे में से को पर और या एक यह वह ये वे इस उस इन उन भी तो ही जो
कि कर करता करती करते किया होता होती होते हो गया गई लिए साथ द्वारा तक अपने अपना अपनी रूप प्रकार जाता जाती जाते
हम आप तुम मैं हमारा हमारी हमारे उनका उनकी उनके इसका इसकी इसके उसका उसकी उसके इसे उसे इन्हें उन्हें जिस जिसमें
जिससे जिसे जिसका जिसकी जिसके इसमें उसमें कोई कुछ सब सभी बहुत यदि अगर जब तब तथा एवं लेकिन परंतु क्योंकि इसलिए
वाला वाली वाले रहा रही रहे हुआ हुई हुए गए गये जैसे आदि होना होकर करके सकता सकती सकते`;

const MARATHI = `आहे आहेत होते होता होती आणि व हे हा ते ती तो या त्या म्हणजे पण म्हणून असे असतात असते करतात एक
काही सर्व जे जी त्यांचे त्याचे तसेच किंवा मध्ये साठी ला चा ची चे च्या`;

const BENGALI = `এবং ও এই সেই এ যে যা করে করা হয় হয়ে হল হলো থেকে দিয়ে জন্য একটি একটা এক তার তাদের এর কি কী
আর বা তবে কিন্তু যখন তখন সব নিয়ে মধ্যে উপর কাছে হচ্ছে ছিল আছে থাকে এটি এটা সে তারা তা যার যেমন অথবা`;

const TAMIL = `ஒரு மற்றும் இது அது இந்த அந்த என்று என்ற உள்ள ஆகும் ஆனால் அல்லது போது மூலம் பற்றி
கொண்டு இருந்து இருக்கும் உள்ளது என்பது என்பதை ஆக எனவே அவை அவர் அவர்கள் இவை இதன் அதன் இதை அதை போன்ற
மேலும் அதனால் ஆகிய வேண்டும் முடியும் உள்ளன ஆகியவை என்னும் எனப்படும் எனப்படுகிறது`;

/** Negation cues; kept out of the stop words so the scorer can see them. */
export const NEGATORS: ReadonlySet<string> = new Set(
  [
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
    'नाही',
    'না',
    'নয়',
    'নেই',
    'இல்லை',
    'அல்ல',
    'இல்லாமல்',
  ].map(normalizeIndic),
);

export const STOP_WORDS: ReadonlySet<string> = new Set(
  [ENGLISH, HINDI, MARATHI, BENGALI, TAMIL]
    .flatMap((list) => list.split(/\s+/u))
    .filter(Boolean)
    .map(normalizeIndic),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word) || NEGATORS.has(word);
}
