import { i18n } from '@/i18n/i18n';

/**
 * The desk's keyboard, as pure functions of the key pressed: digits and a half type a mark, Enter
 * decides, J/K or the arrows move between answers, R goes to the rubric, E to the feedback and T
 * to the correction of a photographed answer's reading, S opens the student's whole script.
 * Keys typed into a field are the field's own.
 */
export type DeskCommand =
  | { kind: 'mark'; typed: string }
  | { kind: 'decide' }
  | { kind: 'move'; by: 1 | -1 }
  | { kind: 'reveal' }
  | { kind: 'script' }
  | { kind: 'focus'; on: 'rubric' | 'feedback' | 'reading' };

const MOVES: Record<string, 1 | -1> = {
  j: 1,
  ArrowRight: 1,
  ArrowDown: 1,
  k: -1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/** What `key` does, given the mark typed so far; null when the desk has no use for it. */
export function deskCommand(key: string, typed: string): DeskCommand | null {
  if (/^\d$/.test(key)) {
    // A whole number of up to 3 digits, then no more digits after its half.
    if (typed.endsWith('.5') || typed.replace('.', '').length >= 3) return null;
    return { kind: 'mark', typed: typed === '0' ? key : typed + key };
  }
  if (key === '.' || key === 'h') {
    if (typed.includes('.')) return null;
    return { kind: 'mark', typed: `${typed || '0'}.5` };
  }
  if (key === 'Backspace')
    return { kind: 'mark', typed: typed.slice(0, typed.endsWith('.5') ? -2 : -1) };
  if (key === 'Escape') return { kind: 'mark', typed: '' };
  if (key === 'Enter') return { kind: 'decide' };
  if (key === 'n') return { kind: 'reveal' };
  if (key === 's') return { kind: 'script' };
  if (key === 'r') return { kind: 'focus', on: 'rubric' };
  if (key === 'e') return { kind: 'focus', on: 'feedback' };
  if (key === 't') return { kind: 'focus', on: 'reading' };
  const by = MOVES[key];
  return by ? { kind: 'move', by } : null;
}

/** The typed mark as a number, or why it cannot be given to this question. */
export function typedMarks(
  typed: string,
  allocated: number,
): { marks: number } | { error: string } {
  const marks = Number(typed);
  if (typed === '' || Number.isNaN(marks)) return { error: i18n.t('Type a mark') };
  if (marks > allocated) return { error: i18n.t('At most {{marks}} marks', { marks: allocated }) };
  return { marks };
}

/** Whether the typed mark replaces the suggestion (and so needs a reason), rather than keeps it. */
export const isChange = (typed: string, suggested: number | null): boolean =>
  typed !== '' && Number(typed) !== suggested;

/**
 * Whether the teacher's mark is saved as a change (with its reason): a mark other than the
 * suggestion, or one given by ticked rubric points, saved with them even when it is the suggestion.
 */
export const givesOwnMark = (typed: string, suggested: number | null, ticked: readonly number[]) =>
  isChange(typed, suggested) || ticked.length > 0;

/** Keys typed into a field, or with a modifier, are never the desk's. */
export function isDeskKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target) return true;
  return !target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]');
}

/** The mark of the rubric points ticked. */
export const rubricMarks = (rubric: readonly { marks: number }[], ticked: readonly number[]) =>
  ticked.reduce((sum, index) => sum + (rubric[index]?.marks ?? 0), 0);

/** The reason a rubric gives for its mark: the points given and those missing. */
export function rubricReason(rubric: readonly { point: string }[], ticked: readonly number[]) {
  const given = rubric.filter((_, index) => ticked.includes(index)).map((p) => p.point);
  const missing = rubric.filter((_, index) => !ticked.includes(index)).map((p) => p.point);
  return [
    given.length > 0 ? i18n.t('Given: {{points}}.', { points: given.join('; ') }) : '',
    missing.length > 0 ? i18n.t('Missing: {{points}}.', { points: missing.join('; ') }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The words a student reads for the answer: its feedback lines, as the desk lets a teacher edit them. */
export const feedbackOf = (feedback: { marks_per_question: { feedback: string }[] } | null) =>
  feedback?.marks_per_question.map((line) => line.feedback).join('\n\n') ?? '';
