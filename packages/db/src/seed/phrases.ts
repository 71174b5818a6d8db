import type { PaperLanguage } from './data/papers/index.js';

/** Feedback wording in the paper's language, so a Hindi answer is not marked in English. */
export type Phrases = {
  covered: (point: string) => string;
  partial: (point: string) => string;
  missing: (point: string) => string;
  suggestion: (point: string) => string;
  guidelines: (points: number, marks: number) => string;
  allCovered: string;
  someCovered: (covered: number, points: number) => string;
  fewCovered: string;
  /** What a student writes when they do not know the answer. */
  noAnswer: string;
};

export const PHRASES: Record<PaperLanguage, Phrases> = {
  en: {
    covered: (point) => `Correct: ${point}`,
    partial: (point) => `Partly stated; the complete point is: ${point}`,
    missing: (point) => `Missing: ${point}`,
    suggestion: (point) => `State this point in full: ${point}`,
    guidelines: (points, marks) =>
      `Marked against ${points} key point${points === 1 ? '' : 's'} from the model answer (${marks} mark${marks === 1 ? '' : 's'}). A point stated completely and correctly earns its full marks; an incomplete statement earns half.`,
    allCovered: 'Complete answer: every key point is stated clearly and correctly.',
    someCovered: (covered, points) =>
      `A fair attempt that fully covers ${covered} of ${points} key points. Compare the missing points below with your answer.`,
    fewCovered:
      'The answer misses most of the key points. Revise this topic and compare your answer with the model answer.',
    noAnswer: 'I am not sure about this one.',
  },
  hi: {
    covered: (point) => `सही लिखा गया: ${point}`,
    partial: (point) => `आंशिक रूप से लिखा गया। पूरा बिंदु: ${point}`,
    missing: (point) => `यह बिंदु छूट गया: ${point}`,
    suggestion: (point) => `उत्तर में यह बिंदु पूरा लिखें: ${point}`,
    guidelines: (points, marks) =>
      `उत्तर का मूल्यांकन आदर्श उत्तर के ${points} मुख्य बिंदुओं (${marks} अंक) के आधार पर किया गया है। पूरा और सही बिंदु लिखने पर पूरे अंक, अधूरा लिखने पर आधे अंक दिए गए हैं।`,
    allCovered: 'उत्कृष्ट उत्तर: सभी मुख्य बिंदु स्पष्ट और सही रूप से लिखे गए हैं।',
    someCovered: (covered, points) =>
      `अच्छा प्रयास: ${points} में से ${covered} मुख्य बिंदु पूरी तरह सही हैं। छूटे हुए बिंदुओं को नीचे देखें।`,
    fewCovered: 'उत्तर में अधिकांश मुख्य बिंदु छूट गए हैं। पाठ दोहराएँ और आदर्श उत्तर से मिलाकर अभ्यास करें।',
    noAnswer: 'मुझे इसका उत्तर ठीक से याद नहीं है।',
  },
  ta: {
    covered: (point) => `சரியாக எழுதப்பட்டுள்ளது: ${point}`,
    partial: (point) => `பகுதியாக எழுதப்பட்டுள்ளது. முழுமையான குறிப்பு: ${point}`,
    missing: (point) => `இந்தக் குறிப்பு விடுபட்டுள்ளது: ${point}`,
    suggestion: (point) => `இந்தக் குறிப்பை முழுமையாக எழுதுக: ${point}`,
    guidelines: (points, marks) =>
      `மாதிரி விடையின் ${points} முக்கியக் குறிப்புகளின் (${marks} மதிப்பெண்கள்) அடிப்படையில் மதிப்பிடப்பட்டது. முழுமையான குறிப்புக்கு முழு மதிப்பெண், பகுதியான குறிப்புக்குப் பாதி மதிப்பெண் வழங்கப்பட்டது.`,
    allCovered: 'சிறந்த விடை: எல்லா முக்கியக் குறிப்புகளும் தெளிவாகவும் சரியாகவும் உள்ளன.',
    someCovered: (covered, points) =>
      `நல்ல முயற்சி: ${points} குறிப்புகளில் ${covered} முழுமையாகச் சரியாக உள்ளன. விடுபட்ட குறிப்புகளைக் கீழே காண்க.`,
    fewCovered:
      'பெரும்பாலான முக்கியக் குறிப்புகள் விடுபட்டுள்ளன. பாடத்தை மீண்டும் படித்து மாதிரி விடையுடன் ஒப்பிடுக.',
    noAnswer: 'இதற்கான விடை எனக்குச் சரியாக நினைவில்லை.',
  },
};
