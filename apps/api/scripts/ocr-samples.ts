import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { notoFile } from '../src/common/pdf-fonts/noto-files.js';
import { INDIAN_SCRIPTS } from '../src/common/pdf-fonts/scripts.js';

/**
 * Printed lines in every language the offline OCR ships data for, two sentences of a school
 * science answer each (plants make food by photosynthesis; the water cycle), as a student's
 * textbook would print them. Keyed by the ISO 639-1 code a question's `language` carries.
 */
export const SAMPLES: Record<string, { name: string; lines: [string, string] }> = {
  en: {
    name: 'English',
    lines: [
      'Plants make their own food by photosynthesis.',
      'Water evaporates from the sea and falls again as rain.',
    ],
  },
  as: {
    name: 'Assamese',
    lines: [
      'উদ্ভিদে সালোকসংশ্লেষণৰ দ্বাৰা নিজৰ খাদ্য নিজেই প্ৰস্তুত কৰে।',
      'সাগৰৰ পানী ভাপ হৈ ওপৰলৈ উঠে আৰু পুনৰ বৰষুণ হৈ পৰে।',
    ],
  },
  bn: {
    name: 'Bengali',
    lines: [
      'উদ্ভিদ সালোকসংশ্লেষণের মাধ্যমে নিজের খাদ্য নিজেই তৈরি করে।',
      'সমুদ্রের জল বাষ্প হয়ে ওপরে ওঠে এবং আবার বৃষ্টি হয়ে ঝরে পড়ে।',
    ],
  },
  gu: {
    name: 'Gujarati',
    lines: [
      'વનસ્પતિ પ્રકાશસંશ્લેષણ દ્વારા પોતાનો ખોરાક જાતે બનાવે છે.',
      'દરિયાનું પાણી વરાળ બનીને ઉપર જાય છે અને ફરી વરસાદ રૂપે પડે છે.',
    ],
  },
  hi: {
    name: 'Hindi',
    lines: [
      'पौधे प्रकाश संश्लेषण द्वारा अपना भोजन स्वयं बनाते हैं।',
      'समुद्र का पानी भाप बनकर ऊपर उठता है और फिर वर्षा के रूप में गिरता है।',
    ],
  },
  kn: {
    name: 'Kannada',
    lines: [
      'ಸಸ್ಯಗಳು ದ್ಯುತಿಸಂಶ್ಲೇಷಣೆಯ ಮೂಲಕ ತಮ್ಮ ಆಹಾರವನ್ನು ತಾವೇ ತಯಾರಿಸುತ್ತವೆ.',
      'ಸಮುದ್ರದ ನೀರು ಆವಿಯಾಗಿ ಮೇಲೆ ಹೋಗಿ ಮತ್ತೆ ಮಳೆಯಾಗಿ ಬೀಳುತ್ತದೆ.',
    ],
  },
  ml: {
    name: 'Malayalam',
    lines: [
      'സസ്യങ്ങൾ പ്രകാശസംശ്ലേഷണത്തിലൂടെ സ്വന്തം ആഹാരം സ്വയം നിർമ്മിക്കുന്നു.',
      'കടലിലെ വെള്ളം നീരാവിയായി മുകളിലേക്ക് പോയി വീണ്ടും മഴയായി പെയ്യുന്നു.',
    ],
  },
  mr: {
    name: 'Marathi',
    lines: [
      'वनस्पती प्रकाशसंश्लेषणाने स्वतःचे अन्न तयार करतात.',
      'समुद्राचे पाणी वाफ होऊन वर जाते आणि पावसाच्या रूपाने परत येते.',
    ],
  },
  ne: {
    name: 'Nepali',
    lines: [
      'बिरुवाहरूले प्रकाश संश्लेषणबाट आफ्नो खाना आफैँ बनाउँछन्।',
      'समुद्रको पानी बाफ बनेर माथि जान्छ र फेरि वर्षाको रूपमा झर्छ।',
    ],
  },
  or: {
    name: 'Odia',
    lines: [
      'ଉଦ୍ଭିଦ ଆଲୋକ ସଂଶ୍ଳେଷଣ ଦ୍ୱାରା ନିଜର ଖାଦ୍ୟ ନିଜେ ପ୍ରସ୍ତୁତ କରେ।',
      'ସମୁଦ୍ରର ପାଣି ବାଷ୍ପ ହୋଇ ଉପରକୁ ଯାଏ ଏବଂ ପୁଣି ବର୍ଷା ହୋଇ ପଡ଼େ।',
    ],
  },
  pa: {
    name: 'Punjabi',
    lines: [
      'ਪੌਦੇ ਪ੍ਰਕਾਸ਼ ਸੰਸ਼ਲੇਸ਼ਣ ਰਾਹੀਂ ਆਪਣਾ ਭੋਜਨ ਆਪ ਬਣਾਉਂਦੇ ਹਨ।',
      'ਸਮੁੰਦਰ ਦਾ ਪਾਣੀ ਭਾਫ਼ ਬਣ ਕੇ ਉੱਪਰ ਜਾਂਦਾ ਹੈ ਅਤੇ ਫਿਰ ਮੀਂਹ ਬਣ ਕੇ ਡਿੱਗਦਾ ਹੈ।',
    ],
  },
  sa: {
    name: 'Sanskrit',
    lines: ['वृक्षाः सूर्यस्य प्रकाशेन स्वकीयम् अन्नं रचयन्ति।', 'समुद्रस्य जलं वाष्पं भूत्वा पुनः वर्षारूपेण पतति।'],
  },
  ta: {
    name: 'Tamil',
    lines: [
      'தாவரங்கள் ஒளிச்சேர்க்கை மூலம் தங்கள் உணவைத் தாமே தயாரிக்கின்றன.',
      'கடல் நீர் ஆவியாகி மேலே சென்று மீண்டும் மழையாகப் பெய்கிறது.',
    ],
  },
  te: {
    name: 'Telugu',
    lines: [
      'మొక్కలు కిరణజన్య సంయోగక్రియ ద్వారా తమ ఆహారాన్ని తామే తయారుచేసుకుంటాయి.',
      'సముద్రపు నీరు ఆవిరై పైకి వెళ్ళి మళ్ళీ వర్షంగా కురుస్తుంది.',
    ],
  },
  ur: {
    name: 'Urdu',
    lines: [
      'پودے ضیائی تالیف کے ذریعے اپنی غذا خود بناتے ہیں۔',
      'سمندر کا پانی بخارات بن کر اوپر جاتا ہے اور پھر بارش بن کر گرتا ہے۔',
    ],
  },
};

const require = createRequire(import.meta.url);
const LATIN = 'Markwise Noto Latin';
let families: string | undefined;

/**
 * The Noto faces the booklets print with, registered with Skia once (it reads WOFF): Latin first,
 * then every script's, so a line takes each character from the face that has it.
 */
function fontFamilies(): string {
  if (families) return families;
  const fontsource = dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json'));
  GlobalFonts.registerFromPath(
    join(fontsource, 'files', 'noto-sans-devanagari-latin-400-normal.woff'),
    LATIN,
  );
  const names = INDIAN_SCRIPTS.map((script) => {
    const family = `Markwise Noto ${script}`;
    GlobalFonts.registerFromPath(notoFile(script, 'regular'), family);
    return family;
  });
  families = [LATIN, ...names].map((name) => `"${name}"`).join(', ');
  return families;
}

const SIZE = 40;
const MARGIN = 48;
const LINE_HEIGHT = SIZE * 1.9;

/** The lines printed black on white, as a PNG; right-aligned and right to left for Urdu. */
export function renderLines(lines: readonly string[], options: { rtl?: boolean } = {}): Buffer {
  const font = `${SIZE}px ${fontFamilies()}`;
  const measure = createCanvas(1, 1).getContext('2d');
  measure.font = font;
  const width = Math.ceil(Math.max(...lines.map((line) => measure.measureText(line).width)));
  const canvas = createCanvas(width + 2 * MARGIN, Math.ceil(lines.length * LINE_HEIGHT + MARGIN));
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = 'black';
  context.font = font;
  context.direction = options.rtl ? 'rtl' : 'ltr';
  context.textAlign = options.rtl ? 'right' : 'left';
  const x = options.rtl ? canvas.width - MARGIN : MARGIN;
  lines.forEach((line, index) => context.fillText(line, x, MARGIN + SIZE + index * LINE_HEIGHT));
  return canvas.toBuffer('image/png');
}

/** NFC, one space for any whitespace (line breaks too), trimmed: what a reading is compared as. */
const comparable = (text: string) => [...text.normalize('NFC').replace(/\s+/g, ' ').trim()];

/** Character error rate: edits (Levenshtein, by code point) to turn the reading into the text, per character of the text. */
export function characterErrorRate(expected: string, read: string): number {
  const want = comparable(expected);
  const got = comparable(read);
  let previous = Array.from({ length: got.length + 1 }, (_, index) => index);
  for (let i = 1; i <= want.length; i++) {
    const current = [i];
    for (let j = 1; j <= got.length; j++) {
      const substitution = previous[j - 1]! + (want[i - 1] === got[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[got.length]! / Math.max(want.length, 1);
}
