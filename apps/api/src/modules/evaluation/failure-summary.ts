/**
 * What went wrong with a failed evaluation, in words a teacher can act on. The stored reason is
 * the worker's own (an HTTP status, a socket error, a parser's complaint): kept for whoever
 * looks into it, but "HTTP 401 (1 attempt)" does not tell a teacher whether a retry will help.
 */
const SUMMARIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/job expired|worker stopped/i, 'The marking worker stopped while marking this attempt.'],
  [/HTTP 40[13]\b/, 'The marking service refused its API key: check the evaluator settings.'],
  [/HTTP 429\b/, 'The marking service was too busy and turned the request away.'],
  [/HTTP 5\d\d\b|answered 5\d\d\b/, 'The marking service had an error of its own.'],
  [/timed out|timeout/i, 'The marking service took too long to answer.'],
  [
    /network error|ECONNREFUSED|ECONNRESET|ENOTFOUND|fetch failed/i,
    'The marking service could not be reached.',
  ],
  [/model refused|content filter/i, 'The model declined to mark an answer: mark it by hand.'],
  [/malformed response|not valid JSON/i, 'The marking service answered with something not a mark.'],
  [/tesseract|OCR|image/i, 'A photographed answer could not be read.'],
];

export const UNEXPECTED_FAILURE = 'Marking stopped on an unexpected error.';

export function failureSummary(reason: string | null): string | null {
  if (reason === null) return null;
  return SUMMARIES.find(([pattern]) => pattern.test(reason))?.[1] ?? UNEXPECTED_FAILURE;
}
