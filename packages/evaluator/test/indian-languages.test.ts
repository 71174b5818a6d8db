import { describe, expect, it } from 'vitest';
import { FEEDBACK_SENTENCES } from '../src/feedback-sentences.js';
import {
  createBuiltInEvaluator,
  toStructuredFeedback,
  type EvaluationInput,
  type EvaluationResult,
} from '../src/index.js';
import { POINTER_QUESTION } from './fixtures.js';

const evaluator = createBuiltInEvaluator();

const hindi: EvaluationInput = {
  questionNumber: 1,
  question: 'प्रकाश संश्लेषण क्या है?',
  modelAnswer:
    'प्रकाश संश्लेषण वह प्रक्रिया है जिसमें हरे पौधे सूर्य के प्रकाश की सहायता से कार्बन डाइऑक्साइड और जल से भोजन बनाते हैं तथा ऑक्सीजन छोड़ते हैं।',
  rubric: null,
  maxMarks: 5,
  answer: '',
  language: 'hi',
};

const tamil: EvaluationInput = {
  ...hindi,
  question: 'ஒளிச்சேர்க்கை என்றால் என்ன?',
  modelAnswer:
    'பச்சைத் தாவரங்கள் சூரிய ஒளியின் உதவியுடன் கார்பன் டை ஆக்சைடு மற்றும் நீரிலிருந்து உணவைத் தயாரித்து ஆக்சிஜனை வெளியிடுகின்றன.',
  language: 'ta',
};

const mark = (input: EvaluationInput, answer: string) =>
  evaluator.evaluateSync({ ...input, answer });
const codes = (result: EvaluationResult) => result.reviewReasons.map((reason) => reason.code);

describe.each([
  {
    name: 'Hindi',
    input: hindi,
    // Other words and inflections than the model answer's (मदद, पानी, छोड़ते).
    right:
      'हरे पौधे सूरज के प्रकाश की मदद से कार्बन डाइऑक्साइड और पानी से अपना भोजन बनाते हैं और ऑक्सीजन छोड़ते हैं।',
    partial: 'पौधे भोजन बनाते हैं।',
    offTopic: 'मुझे क्रिकेट खेलना और पिज़्ज़ा खाना पसंद है।',
  },
  {
    name: 'Tamil',
    input: tamil,
    right:
      'தாவரங்கள் சூரிய ஒளியின் உதவியால் கார்பன் டை ஆக்சைடையும் நீரையும் கொண்டு உணவைத் தயாரிக்கின்றன; அப்போது ஆக்சிஜன் வெளியேறுகிறது.',
    partial: 'தாவரங்கள் உணவு தயாரிக்கின்றன.',
    offTopic: 'எனக்கு கிரிக்கெட் விளையாடப் பிடிக்கும்.',
  },
])('marking answers in $name', ({ input, right, partial, offTopic }) => {
  it('gives a right answer in other words clearly more than an off-topic one, a partial one between', () => {
    const good = mark(input, right);
    const part = mark(input, partial);
    const bad = mark(input, offTopic);
    expect(good.marksAwarded).toBeGreaterThanOrEqual(4);
    expect(bad.marksAwarded).toBeLessThanOrEqual(1.5);
    expect(part.marksAwarded).toBeGreaterThan(bad.marksAwarded);
    expect(part.marksAwarded).toBeLessThan(good.marksAwarded);
    expect(part.marksAwarded).toBeLessThan(4);
    // A partial answer is not marked with confidence; none of them is another language.
    expect(part.confidence).toBe('needs_review');
    for (const result of [good, part, bad]) expect(codes(result)).not.toContain('other_language');
  });
});

describe('Hindi typed in Latin letters (Hinglish)', () => {
  it('is compared with a Devanagari model answer by sound and marked like the Devanagari answer', () => {
    const typed = mark(
      hindi,
      'prakash sanshleshan mein hare paudhe surya ke prakash ki sahayata se carbon dioxide aur jal se bhojan banate hain aur oxygen chhodte hain',
    );
    expect(codes(typed)).not.toContain('other_language');
    expect(typed.marksAwarded).toBeGreaterThanOrEqual(4);
    const partial = mark(hindi, 'paudhe bhojan banate hain');
    expect(partial.marksAwarded).toBeLessThan(typed.marksAwarded);
  });

  it('is recognised without function words when its words sound like the model answer', () => {
    const result = mark(hindi, 'hare paudhe, surya prakash, carbon dioxide, jal, bhojan, oxygen');
    expect(codes(result)).not.toContain('other_language');
    expect(result.marksAwarded).toBeGreaterThan(0);
  });
});

describe('an answer in another language than the model answer', () => {
  it('goes to a teacher, unmarked, when a Devanagari answer meets an English model answer', () => {
    const result = mark(POINTER_QUESTION, 'सूचक एक चर है जो दूसरे चर का मेमोरी पता रखता है।');
    expect(result).toMatchObject({ marksAwarded: 0, confidence: 'needs_review' });
    expect(codes(result)).toEqual(['other_language']);
  });

  it('goes to a teacher when an English answer meets a Devanagari model answer', () => {
    const result = mark(
      hindi,
      'Green plants make food from carbon dioxide and water using sunlight, and give out oxygen.',
    );
    expect(result.marksAwarded).toBe(0);
    expect(codes(result)).toEqual(['other_language']);
    expect(result.reviewReasons[0]!.detail).toContain('Devanagari');
  });

  it('goes to a teacher when Hinglish meets an English model answer', () => {
    const result = mark(
      POINTER_QUESTION,
      'pointer ek variable hai jo dusre variable ka memory address store karta hai',
    );
    expect(codes(result)).toEqual(['other_language']);
    expect(result.reviewReasons[0]!.detail).toContain('Hindi typed in the Latin alphabet');
  });
});

describe('feedback in the student’s language', () => {
  const devanagari = /[\u0900-\u097f]/u;
  const tamilScript = /[\u0b80-\u0bff]/u;

  it('is English by default, word for word as before', () => {
    const result = mark(hindi, 'पौधे भोजन बनाते हैं।');
    expect(result.feedback).toMatch(
      /^The answer covers (some|little|much) of what was expected\. Marked against the model answer\./u,
    );
    expect(result.improvementSuggestion).toContain('Include the idea that "');
  });

  it('is Hindi for feedbackLanguage "hi", the review reasons staying English for the teacher', () => {
    const result = evaluator.evaluateSync({
      ...hindi,
      answer: 'पौधे भोजन बनाते हैं।',
      feedbackLanguage: 'hi',
    });
    expect(result.feedback).toContain('आदर्श उत्तर के आधार पर जाँचा गया।');
    expect(result.feedback).not.toMatch(/Marked against|It covers|It does not mention/u);
    expect(result.improvementSuggestion).toMatch(devanagari);
    expect(result.improvementSuggestion).toContain('यह बात भी लिखें: "');
    expect(result.reviewReasons[0]!.detail).toMatch(/^The /u);
  });

  it('is Tamil for "ta", for an English paper too (rubric points quoted as written)', () => {
    const result = evaluator.evaluateSync({ ...POINTER_QUESTION, feedbackLanguage: 'ta' });
    expect(result.feedback).toContain('மாதிரி விடையின் அடிப்படையில் மதிப்பிடப்பட்டது.');
    expect(result.improvementSuggestion).toMatch(tamilScript);
    const rubric = evaluator.evaluateSync({
      ...POINTER_QUESTION,
      answer: 'A pointer is a variable.',
      rubric: [
        { point: 'A pointer is a variable.', marks: 2 },
        { point: 'It holds the memory address of another variable.', marks: 3 },
      ],
      feedbackLanguage: 'ta',
    });
    expect(rubric.improvementSuggestion).toContain(
      '"It holds the memory address of another variable"',
    );
  });

  it('covers the rule-decided answers: another language, no answer', () => {
    const other = evaluator.evaluateSync({
      ...POINTER_QUESTION,
      answer: 'सूचक एक चर है।',
      feedbackLanguage: 'hi',
    });
    expect(other.feedback).toBe(FEEDBACK_SENTENCES.hi.teacherWillMark);
    expect(other.improvementSuggestion).toBe(FEEDBACK_SENTENCES.hi.answerInPaperLanguage);
    const blank = evaluator.evaluateSync({ ...hindi, answer: '', feedbackLanguage: 'ta' });
    expect(blank.feedback).toBe(FEEDBACK_SENTENCES.ta.noAnswer);
  });

  it('writes the structured feedback’s guidelines in the language', () => {
    const input = { ...hindi, answer: 'पौधे भोजन बनाते हैं।', feedbackLanguage: 'hi' as const };
    const structured = toStructuredFeedback([
      { input, result: evaluator.evaluateSync(input) },
      { input: { ...input, questionNumber: 2 }, result: evaluator.evaluateSync(input) },
    ]);
    expect(structured.guidlines).toContain('**प्रश्न 1** (5 अंक): परीक्षक ने उत्तर की तुलना');
    expect(structured.readable_response).toContain('**प्रश्न 2:**');
  });

  it('has every sentence in every language, and no English left in Hindi or Tamil', () => {
    const english = Object.keys(FEEDBACK_SENTENCES.en).sort();
    for (const language of ['hi', 'ta'] as const) {
      const sentences = FEEDBACK_SENTENCES[language];
      expect(Object.keys(sentences).sort()).toEqual(english);
      for (const value of Object.values(sentences)) {
        const texts =
          typeof value === 'function'
            ? [value('X' as never, 5 as never)]
            : typeof value === 'string'
              ? [value]
              : Object.values(value);
        for (const text of texts) expect(text.replace(/\bX\b/gu, '')).not.toMatch(/[A-Za-z]{3,}/u);
      }
    }
  });
});
