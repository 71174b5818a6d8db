import type { InterfaceLanguage } from '@markwise/contract';

/**
 * Every sentence the built-in evaluator writes for a student, in each language the interface
 * speaks. Lists come in already joined (`joinList`) and quoted; rubric points keep their double
 * quotes in every language, since the level's statistics find a missed point by them. Review
 * reasons are for teachers and stay in English (built-in-evaluator.ts).
 */
export type FeedbackSentences = {
  covers: Record<'all' | 'much' | 'some' | 'little', string>;
  markedAgainst: Record<'rubric' | 'model answer' | 'question', string>;
  coveredPoints: (list: string) => string;
  missingPoints: (list: string) => string;
  coveredTerms: (list: string) => string;
  missingTerms: (list: string) => string;
  offTopic: string;
  markerTextIgnored: string;
  addressPoints: (list: string) => string;
  includeIdea: (list: string) => string;
  alsoCover: (list: string) => string;
  writeFuller: string;
  keepComplete: string;
  /** The last joint of a list: "a, b and c". */
  and: string;
  exactRight: string;
  keepExact: string;
  exactWrong: string;
  exactUnsure: string;
  checkWorking: string;
  noAnswer: string;
  /** For an answer with nothing to mark: left blank, or photographed pages that gave no text. */
  notAnswered: string;
  unreadablePages: string;
  attemptEvery: string;
  writeClearly: string;
  onlyMarkerText: string;
  answerInOwnWords: string;
  lookedFor: (list: string) => string;
  teacherWillMark: string;
  answerInPaperLanguage: string;
  /** Structured feedback (structured-feedback.ts). */
  questionLabel: (number: number) => string;
  noAnswerGiven: string;
  questionHeading: (number: number, marks: number) => string;
  rubricItem: (point: string, marks: number) => string;
  lookedForPoints: string;
  comparedWithModel: (model: string) => string;
  markedOnRelevance: (question: string) => string;
};

const en: FeedbackSentences = {
  covers: {
    all: 'The answer covers what was expected.',
    much: 'The answer covers much of what was expected.',
    some: 'The answer covers some of what was expected.',
    little: 'The answer covers little of what was expected.',
  },
  markedAgainst: {
    rubric: 'Marked against the rubric.',
    'model answer': 'Marked against the model answer.',
    question:
      'No model answer or rubric was set, so this was marked on its relevance to the question.',
  },
  coveredPoints: (list) => `Covered: ${list}.`,
  missingPoints: (list) => `Not covered: ${list}.`,
  coveredTerms: (list) => `It covers: ${list}.`,
  missingTerms: (list) => `It does not mention: ${list}.`,
  offTopic:
    'It shares no key word with the expected answer or the question: it may be off-topic, or a paraphrase the built-in marker cannot recognise, so a teacher should check it.',
  markerTextIgnored: 'Text addressed to the marker was ignored; only the answer itself was marked.',
  addressPoints: (list) => `Address ${list}.`,
  includeIdea: (list) => `Include the idea that ${list}.`,
  alsoCover: (list) => `Also cover ${list}.`,
  writeFuller: 'Write a fuller answer: state the idea, then explain it briefly.',
  keepComplete: 'Keep answers this complete; a short example can make the explanation clearer.',
  and: 'and',
  exactRight: 'Correct: the answer matches the expected answer.',
  keepExact: 'Keep answers this exact.',
  exactWrong: 'The answer does not match the expected answer.',
  exactUnsure: 'The answer needs a teacher to check it.',
  checkWorking: 'Check the working and give one final answer, with its unit if it has one.',
  noAnswer: 'No answer was given.',
  notAnswered: 'No answer was given to this question, so it earns no marks.',
  unreadablePages:
    'The photographed pages of this answer could not be read, so your teacher marks it.',
  attemptEvery: 'Attempt every question: even a partial answer can earn marks.',
  writeClearly: 'Write clearly, in dark ink, and photograph each page flat and in good light.',
  onlyMarkerText:
    'The answer only addressed the marker, which earns no marks; no answer to the question was given.',
  answerInOwnWords: 'Answer the question in your own words.',
  lookedFor: (list) => ` The marker looked for: ${list}.`,
  teacherWillMark: 'Your teacher will mark this answer.',
  answerInPaperLanguage: 'Answer in the language of the question paper.',
  questionLabel: (number) => `**Question ${number}:**`,
  noAnswerGiven: '_No answer given._',
  questionHeading: (number, marks) => `**Question ${number}** (${marks} marks): `,
  rubricItem: (point, marks) => `- ${point} (${marks} marks)`,
  lookedForPoints: 'The marker looked for these points:',
  comparedWithModel: (model) => `The marker compared the answer with the model answer: ${model}`,
  markedOnRelevance: (question) =>
    `No model answer was set; the answer was marked on its relevance to the question: ${question}`,
};

const hi: FeedbackSentences = {
  covers: {
    all: 'उत्तर में वह सब है जिसकी अपेक्षा थी।',
    much: 'उत्तर में अपेक्षित बातों का अधिकांश भाग है।',
    some: 'उत्तर में अपेक्षित बातों का कुछ भाग है।',
    little: 'उत्तर में अपेक्षित बातों का बहुत कम भाग है।',
  },
  markedAgainst: {
    rubric: 'अंक-योजना के आधार पर जाँचा गया।',
    'model answer': 'आदर्श उत्तर के आधार पर जाँचा गया।',
    question:
      'कोई आदर्श उत्तर या अंक-योजना नहीं दी गई थी, इसलिए उत्तर को प्रश्न से उसके संबंध के आधार पर जाँचा गया।',
  },
  coveredPoints: (list) => `उत्तर में ये बिंदु हैं: ${list}।`,
  missingPoints: (list) => `उत्तर में ये बिंदु नहीं हैं: ${list}।`,
  coveredTerms: (list) => `उत्तर में ये मुख्य शब्द हैं: ${list}।`,
  missingTerms: (list) => `उत्तर में इनका उल्लेख नहीं है: ${list}।`,
  offTopic:
    'उत्तर में आदर्श उत्तर या प्रश्न का कोई मुख्य शब्द नहीं है: हो सकता है कि यह विषय से हटकर हो, या ऐसे शब्दों में लिखा हो जिन्हें स्वचालित जाँच नहीं पहचान पाती, इसलिए शिक्षक इसे जाँचेंगे।',
  markerTextIgnored: 'परीक्षक को संबोधित पंक्तियों पर ध्यान नहीं दिया गया; केवल उत्तर को ही जाँचा गया।',
  addressPoints: (list) => `इन बिंदुओं पर लिखें: ${list}।`,
  includeIdea: (list) => `यह बात भी लिखें: ${list}।`,
  alsoCover: (list) => `इनके बारे में भी लिखें: ${list}।`,
  writeFuller: 'पूरा उत्तर लिखें: पहले मुख्य बात बताएँ, फिर उसे संक्षेप में समझाएँ।',
  keepComplete: 'इसी तरह पूरे उत्तर लिखते रहें; एक छोटा उदाहरण देने से बात और स्पष्ट हो सकती है।',
  and: 'और',
  exactRight: 'सही: उत्तर अपेक्षित उत्तर से मेल खाता है।',
  keepExact: 'इसी तरह सटीक उत्तर लिखते रहें।',
  exactWrong: 'उत्तर अपेक्षित उत्तर से मेल नहीं खाता।',
  exactUnsure: 'इस उत्तर को शिक्षक जाँचेंगे।',
  checkWorking: 'अपना हल दोबारा जाँचें और एक ही अंतिम उत्तर दें; उसकी इकाई हो तो इकाई भी लिखें।',
  noAnswer: 'कोई उत्तर नहीं दिया गया।',
  notAnswered: 'इस प्रश्न का कोई उत्तर नहीं दिया गया, इसलिए इसे कोई अंक नहीं मिलते।',
  unreadablePages: 'इस उत्तर के फ़ोटो वाले पृष्ठ पढ़े नहीं जा सके, इसलिए आपके शिक्षक इसे जाँचेंगे।',
  attemptEvery: 'हर प्रश्न का उत्तर लिखें: अधूरे उत्तर पर भी अंक मिल सकते हैं।',
  writeClearly: 'साफ़ अक्षरों में, गहरी स्याही से लिखें, और हर पृष्ठ को समतल रखकर अच्छी रोशनी में फ़ोटो लें।',
  onlyMarkerText:
    'उत्तर में केवल परीक्षक को संबोधित किया गया है, जिसके कोई अंक नहीं मिलते; प्रश्न का उत्तर नहीं दिया गया।',
  answerInOwnWords: 'प्रश्न का उत्तर अपने शब्दों में लिखें।',
  lookedFor: (list) => ` परीक्षक इन बातों को देख रहे थे: ${list}।`,
  teacherWillMark: 'इस उत्तर को आपके शिक्षक जाँचेंगे।',
  answerInPaperLanguage: 'प्रश्न-पत्र की भाषा में उत्तर लिखें।',
  questionLabel: (number) => `**प्रश्न ${number}:**`,
  noAnswerGiven: '_कोई उत्तर नहीं दिया गया।_',
  questionHeading: (number, marks) => `**प्रश्न ${number}** (${marks} अंक): `,
  rubricItem: (point, marks) => `- ${point} (${marks} अंक)`,
  lookedForPoints: 'परीक्षक ने इन बिंदुओं को देखा:',
  comparedWithModel: (model) => `परीक्षक ने उत्तर की तुलना आदर्श उत्तर से की: ${model}`,
  markedOnRelevance: (question) =>
    `कोई आदर्श उत्तर नहीं दिया गया था; उत्तर को प्रश्न से उसके संबंध के आधार पर जाँचा गया: ${question}`,
};

const ta: FeedbackSentences = {
  covers: {
    all: 'எதிர்பார்க்கப்பட்ட அனைத்தும் விடையில் உள்ளன.',
    much: 'எதிர்பார்க்கப்பட்டவற்றில் பெரும்பகுதி விடையில் உள்ளது.',
    some: 'எதிர்பார்க்கப்பட்டவற்றில் ஒரு பகுதி விடையில் உள்ளது.',
    little: 'எதிர்பார்க்கப்பட்டவற்றில் மிகக் குறைவாகவே விடையில் உள்ளது.',
  },
  markedAgainst: {
    rubric: 'மதிப்பெண் திட்டத்தின் அடிப்படையில் மதிப்பிடப்பட்டது.',
    'model answer': 'மாதிரி விடையின் அடிப்படையில் மதிப்பிடப்பட்டது.',
    question:
      'மாதிரி விடையோ மதிப்பெண் திட்டமோ கொடுக்கப்படவில்லை; எனவே வினாவுடன் விடைக்கு உள்ள தொடர்பின் அடிப்படையில் மதிப்பிடப்பட்டது.',
  },
  coveredPoints: (list) => `விடையில் உள்ள கருத்துகள்: ${list}.`,
  missingPoints: (list) => `விடையில் இல்லாத கருத்துகள்: ${list}.`,
  coveredTerms: (list) => `விடையில் உள்ள முக்கியச் சொற்கள்: ${list}.`,
  missingTerms: (list) => `விடையில் குறிப்பிடப்படாதவை: ${list}.`,
  offTopic:
    'மாதிரி விடையிலோ வினாவிலோ உள்ள முக்கியச் சொல் எதுவும் விடையில் இல்லை: இது வினாவுக்குத் தொடர்பில்லாததாக இருக்கலாம், அல்லது தானியங்கி மதிப்பீடு அடையாளம் காண முடியாத வேறு சொற்களில் எழுதப்பட்டிருக்கலாம்; எனவே ஆசிரியர் இதைச் சரிபார்ப்பார்.',
  markerTextIgnored:
    'மதிப்பீட்டாளருக்கு எழுதப்பட்ட வரிகள் கணக்கில் கொள்ளப்படவில்லை; விடை மட்டுமே மதிப்பிடப்பட்டது.',
  addressPoints: (list) => `இந்தக் கருத்துகளை எழுதுங்கள்: ${list}.`,
  includeIdea: (list) => `இந்தக் கருத்தையும் சேர்த்து எழுதுங்கள்: ${list}.`,
  alsoCover: (list) => `இவற்றையும் குறிப்பிடுங்கள்: ${list}.`,
  writeFuller: 'முழுமையான விடை எழுதுங்கள்: முதலில் கருத்தைக் கூறி, பிறகு அதைச் சுருக்கமாக விளக்குங்கள்.',
  keepComplete:
    'இதுபோலவே முழுமையாக விடை எழுதுங்கள்; ஒரு சிறிய எடுத்துக்காட்டு விளக்கத்தை மேலும் தெளிவாக்கும்.',
  and: 'மற்றும்',
  exactRight: 'சரி: விடை எதிர்பார்க்கப்பட்ட விடையுடன் பொருந்துகிறது.',
  keepExact: 'இதுபோலவே துல்லியமாக விடை எழுதுங்கள்.',
  exactWrong: 'விடை எதிர்பார்க்கப்பட்ட விடையுடன் பொருந்தவில்லை.',
  exactUnsure: 'இந்த விடையை ஆசிரியர் சரிபார்ப்பார்.',
  checkWorking: 'கணக்கீட்டைச் சரிபார்த்து ஒரே ஒரு இறுதி விடையைத் தாருங்கள்; அலகு இருந்தால் அதையும் எழுதுங்கள்.',
  noAnswer: 'விடை எதுவும் எழுதப்படவில்லை.',
  notAnswered: 'இந்தக் கேள்விக்கு விடை எழுதப்படவில்லை, எனவே மதிப்பெண் இல்லை.',
  unreadablePages: 'இந்த விடையின் புகைப்படப் பக்கங்களைப் படிக்க முடியவில்லை, எனவே உங்கள் ஆசிரியர் மதிப்பிடுவார்.',
  attemptEvery: 'எல்லாக் கேள்விகளுக்கும் விடை எழுதுங்கள்: பகுதி விடைக்கும் மதிப்பெண் கிடைக்கலாம்.',
  writeClearly:
    'தெளிவாக, அடர்ந்த மையில் எழுதி, ஒவ்வொரு பக்கத்தையும் சமமாக வைத்து நல்ல வெளிச்சத்தில் புகைப்படம் எடுங்கள்.',
  onlyMarkerText:
    'விடையில் மதிப்பீட்டாளருக்கான வேண்டுகோள் மட்டுமே உள்ளது, அதற்கு மதிப்பெண் இல்லை; வினாவுக்கு விடை எழுதப்படவில்லை.',
  answerInOwnWords: 'வினாவுக்கு உங்கள் சொந்தச் சொற்களில் விடை எழுதுங்கள்.',
  lookedFor: (list) => ` மதிப்பீட்டாளர் எதிர்பார்த்தவை: ${list}.`,
  teacherWillMark: 'இந்த விடையை உங்கள் ஆசிரியர் மதிப்பிடுவார்.',
  answerInPaperLanguage: 'வினாத்தாளின் மொழியிலேயே விடை எழுதுங்கள்.',
  questionLabel: (number) => `**வினா ${number}:**`,
  noAnswerGiven: '_விடை எழுதப்படவில்லை._',
  questionHeading: (number, marks) => `**வினா ${number}** (${marks} மதிப்பெண்கள்): `,
  rubricItem: (point, marks) => `- ${point} (${marks} மதிப்பெண்கள்)`,
  lookedForPoints: 'மதிப்பீட்டாளர் இந்தக் கருத்துகளை எதிர்பார்த்தார்:',
  comparedWithModel: (model) => `மதிப்பீட்டாளர் விடையை மாதிரி விடையுடன் ஒப்பிட்டார்: ${model}`,
  markedOnRelevance: (question) =>
    `மாதிரி விடை கொடுக்கப்படவில்லை; வினாவுடன் விடைக்கு உள்ள தொடர்பின் அடிப்படையில் மதிப்பிடப்பட்டது: ${question}`,
};

export const FEEDBACK_SENTENCES: Readonly<Record<InterfaceLanguage, FeedbackSentences>> = {
  en,
  hi,
  ta,
};

/** The sentences of a language; English when none is given. */
export function sentencesFor(language: InterfaceLanguage | undefined): FeedbackSentences {
  return FEEDBACK_SENTENCES[language ?? 'en'] ?? en;
}
