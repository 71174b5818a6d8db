import {
  BOOKLET_ANSWER_PAGES_DEFAULT,
  PrintBookletsRequest,
  type PaperSize,
} from '@markwise/contract';
import { i18n } from '@/i18n/i18n';
import { schemaErrors, type FieldErrors } from '@/lib/form-errors';

/** Whose booklets carry a name: a class's students, or students named one by one. */
export type PrintWho = 'class' | 'students';

export type PrintFormValues = {
  who: PrintWho;
  className: string | null;
  studentIds: string[];
  /** NumberInput gives '' while the box is empty. */
  anonymous: number | string;
  paperSize: PaperSize;
  answerPages: number | string;
};

export const INITIAL_PRINT_FORM: PrintFormValues = {
  who: 'class',
  className: null,
  studentIds: [],
  anonymous: 0,
  paperSize: 'A4',
  answerPages: BOOKLET_ANSWER_PAGES_DEFAULT,
};

const LABELS = {
  className: 'Class',
  studentIds: 'Students',
  anonymous: 'Anonymous booklets',
  answerPages: 'Answer pages',
  paperSize: 'Paper size',
};

const asNumber = (value: number | string) => (value === '' ? 0 : Number(value));

/** The request: only the choice of `who` is sent, and anonymous booklets only when asked for. */
export function toPrintBody(values: PrintFormValues): PrintBookletsRequest {
  const anonymous = asNumber(values.anonymous);
  return {
    ...(values.who === 'class' && values.className ? { className: values.className } : {}),
    ...(values.who === 'students' && values.studentIds.length > 0
      ? { studentIds: values.studentIds }
      : {}),
    ...(anonymous !== 0 ? { anonymous } : {}),
    paperSize: values.paperSize,
    answerPages: values.answerPages === '' ? Number.NaN : Number(values.answerPages),
  };
}

/** The contract's rules, and one of the form's own: the print makes at least one booklet. */
export function validatePrintForm(values: PrintFormValues): FieldErrors {
  const body = toPrintBody(values);
  const errors = schemaErrors(PrintBookletsRequest, body, {
    labels: LABELS,
    fields: Object.keys(LABELS),
  });
  if (!body.className && !body.studentIds && !body.anonymous) {
    const field = values.who === 'class' ? 'className' : 'studentIds';
    errors[field] ??=
      values.who === 'class'
        ? i18n.t('Choose a class, or ask for anonymous booklets')
        : i18n.t('Choose students, or ask for anonymous booklets');
  }
  return errors;
}

/** 'Printed 30 booklets (1001–1030).' */
export function printedWords(count: number, numbers: string): string {
  return count === 1
    ? i18n.t('Printed {{count}} booklet ({{numbers}}).', { count, numbers })
    : i18n.t('Printed {{count}} booklets ({{numbers}}).', { count, numbers });
}
