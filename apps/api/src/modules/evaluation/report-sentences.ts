import type { InterfaceLanguage } from '@markwise/contract';

/** The overall report's sentences, in each language a student may read the app in. */
export type ReportSentences = {
  result: (awarded: number, allocated: number, percentage: number, passed: boolean) => string;
  passMark: (percentage: number, answered: number, questions: number) => string;
  strengths: string;
  gaps: string;
  studyNext: string;
  noStrength: string;
  noGap: string;
  question: (number: number) => string;
  notAnswered: string;
  marked: string;
  compareWithModel: string;
  attemptIt: string;
  keepPractising: string;
};

const en: ReportSentences = {
  result: (awarded, allocated, percentage, passed) =>
    `## Overall result: ${awarded}/${allocated} (${percentage}%), ${passed ? 'Passed' : 'Not passed'}`,
  passMark: (percentage, answered, questions) =>
    `The pass mark is ${percentage}%. ${answered} of ${questions} questions were answered.`,
  strengths: '### Strengths',
  gaps: '### Gaps',
  studyNext: '### What to study next',
  noStrength: 'No question reached 70% of its marks yet.',
  noGap: 'None: every question reached 70% of its marks.',
  question: (number) => `Question ${number}`,
  notAnswered: 'not answered.',
  marked: 'marked.',
  compareWithModel: 'Compare your answer with the model answer and cover its key points.',
  attemptIt: 'Attempt this question: an unanswered question earns no marks.',
  keepPractising: 'Keep practising at the next level.',
};

const hi: ReportSentences = {
  result: (awarded, allocated, percentage, passed) =>
    `## कुल परिणाम: ${awarded}/${allocated} (${percentage}%), ${passed ? 'उत्तीर्ण' : 'अनुत्तीर्ण'}`,
  passMark: (percentage, answered, questions) =>
    `उत्तीर्ण होने के लिए ${percentage}% चाहिए। ${questions} में से ${answered} प्रश्नों के उत्तर दिए गए।`,
  strengths: '### मज़बूत पक्ष',
  gaps: '### कमियाँ',
  studyNext: '### आगे क्या पढ़ें',
  noStrength: 'अभी किसी प्रश्न में 70% अंक नहीं आए।',
  noGap: 'कोई नहीं: हर प्रश्न में 70% अंक आए।',
  question: (number) => `प्रश्न ${number}`,
  notAnswered: 'उत्तर नहीं दिया गया।',
  marked: 'जाँचा गया।',
  compareWithModel: 'अपने उत्तर की तुलना आदर्श उत्तर से करें और उसके मुख्य बिंदु शामिल करें।',
  attemptIt: 'इस प्रश्न का उत्तर लिखें: बिना उत्तर के प्रश्न पर कोई अंक नहीं मिलता।',
  keepPractising: 'अगले स्तर पर अभ्यास जारी रखें।',
};

const ta: ReportSentences = {
  result: (awarded, allocated, percentage, passed) =>
    `## மொத்த முடிவு: ${awarded}/${allocated} (${percentage}%), ${passed ? 'தேர்ச்சி' : 'தேர்ச்சி இல்லை'}`,
  passMark: (percentage, answered, questions) =>
    `தேர்ச்சிக்கு ${percentage}% தேவை. ${questions} கேள்விகளில் ${answered} கேள்விகளுக்கு விடை எழுதப்பட்டது.`,
  strengths: '### பலங்கள்',
  gaps: '### குறைகள்',
  studyNext: '### அடுத்து என்ன படிக்க வேண்டும்',
  noStrength: 'இதுவரை எந்தக் கேள்வியிலும் 70% மதிப்பெண் கிடைக்கவில்லை.',
  noGap: 'இல்லை: ஒவ்வொரு கேள்வியிலும் 70% மதிப்பெண் கிடைத்தது.',
  question: (number) => `கேள்வி ${number}`,
  notAnswered: 'விடை எழுதப்படவில்லை.',
  marked: 'மதிப்பிடப்பட்டது.',
  compareWithModel: 'உங்கள் விடையை மாதிரி விடையுடன் ஒப்பிட்டு அதன் முக்கியக் கருத்துகளைச் சேர்க்கவும்.',
  attemptIt: 'இந்தக் கேள்விக்கு விடை எழுதுங்கள்: விடை இல்லாத கேள்விக்கு மதிப்பெண் இல்லை.',
  keepPractising: 'அடுத்த நிலையில் பயிற்சியைத் தொடருங்கள்.',
};

export const REPORT_SENTENCES: Readonly<Record<InterfaceLanguage, ReportSentences>> = {
  en,
  hi,
  ta,
};
