import { i18n } from '@/i18n/i18n';

/**
 * Why a typed mark cannot be sent, as the API would refuse it: not a whole or half mark from 0
 * to the question's marks. Null when it can be.
 */
export function markProblem(value: number | string, allocated: number): string | null {
  const mark = typeof value === 'number' ? value : Number(value);
  const valid =
    value !== '' && Number.isFinite(mark) && mark >= 0 && mark <= allocated && (mark * 2) % 1 === 0;
  return valid
    ? null
    : i18n.t('The mark must be a whole or half mark from 0 to {{marks}}.', { marks: allocated });
}
