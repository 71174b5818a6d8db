import type { DetailedReportQuestion } from '@markwise/contract';
import { i18n } from '@/i18n/i18n';

export type ReportImage = { key: string; src: string; alt: string };

/** What evaluation adds to a report question: scans, transcription, evaluator, override. */
export type QuestionExtras = {
  images: ReportImage[];
  transcription: string | null;
  /** 'builtin' or 'openai (gpt-4o-mini)'; null until evaluated. */
  evaluator: string | null;
  evaluatorMarks: number | null;
  override: DetailedReportQuestion['override'];
};

const nonBlank = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** An answer's photos as the viewer shows them, named after the question they answer. */
export function photosOf(images: readonly { url: string }[], label: string): ReportImage[] {
  return images.map((image, index) => ({
    key: `${index}-${image.url}`,
    src: image.url,
    alt: i18n.t('{{label}}: handwritten answer, page {{page}} of {{total}}', {
      label,
      page: index + 1,
      total: images.length,
    }),
  }));
}

/**
 * Reads the optional evaluation fields of a question. A server from before these fields existed
 * leaves them out, so each one falls back to "none" instead of failing the whole report.
 */
export function questionExtras(question: DetailedReportQuestion, label: string): QuestionExtras {
  // 'none' is what an unanswered question records: nothing was evaluated.
  const evaluator = question.evaluator === 'none' ? null : nonBlank(question.evaluator);
  const model = nonBlank(question.evaluatorModel);
  return {
    images: photosOf(question.images ?? [], label),
    transcription: nonBlank(question.transcription),
    evaluator: evaluator && model ? `${evaluator} (${model})` : evaluator,
    evaluatorMarks: question.evaluatorMarks ?? null,
    override: question.override ?? null,
  };
}
