/**
 * The languages a paper may be set in that the providers know: its ISO 639-1 code (a question's
 * `language`), its English name (what a model is told), and its Tesseract code (the shipped OCR
 * data, @tesseract.js-data/<tesseract>). Every Indian language Tesseract has a model for, and
 * English. Adding one = its data package in apps/api/package.json and a line here.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', tesseract: 'eng' },
  { code: 'as', name: 'Assamese', tesseract: 'asm' },
  { code: 'bn', name: 'Bengali', tesseract: 'ben', otherNames: ['bangla'] },
  { code: 'gu', name: 'Gujarati', tesseract: 'guj' },
  { code: 'hi', name: 'Hindi', tesseract: 'hin' },
  { code: 'kn', name: 'Kannada', tesseract: 'kan' },
  { code: 'ml', name: 'Malayalam', tesseract: 'mal' },
  { code: 'mr', name: 'Marathi', tesseract: 'mar' },
  { code: 'ne', name: 'Nepali', tesseract: 'nep' },
  { code: 'or', name: 'Odia', tesseract: 'ori', otherNames: ['oriya'] },
  { code: 'pa', name: 'Punjabi', tesseract: 'pan', otherNames: ['panjabi'] },
  { code: 'sa', name: 'Sanskrit', tesseract: 'san' },
  { code: 'ta', name: 'Tamil', tesseract: 'tam' },
  { code: 'te', name: 'Telugu', tesseract: 'tel' },
  { code: 'ur', name: 'Urdu', tesseract: 'urd' },
] as const;

export type Language = (typeof LANGUAGES)[number];

const BY_ANY_NAME = new Map<string, Language>(
  LANGUAGES.flatMap((language) =>
    [
      language.code,
      language.tesseract,
      language.name.toLowerCase(),
      ...('otherNames' in language ? language.otherNames : []),
    ].map((key) => [key, language] as const),
  ),
);

/** A language by ISO 639-1 code, Tesseract code or English name ("hi", "hin", "Hindi"). */
export function findLanguage(codeOrName: string): Language | undefined {
  return BY_ANY_NAME.get(codeOrName.trim().toLowerCase());
}

/** "Hindi" for "hi"; a language we do not know is named by what was given. */
export function languageName(codeOrName: string): string {
  return findLanguage(codeOrName)?.name ?? codeOrName;
}
