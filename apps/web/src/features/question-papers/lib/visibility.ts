import type { PaperVisibility } from '@markwise/contract';
import { msg } from '@/i18n/i18n';

/** What each visibility means to the teacher choosing it, and its short badge (keys: t() them). */
export const VISIBILITY_LABELS: Record<PaperVisibility, { option: string; badge: string }> = {
  private: { option: msg('Private: teachers of this institution only'), badge: msg('Private') },
  institution: {
    option: msg("Published to this institution's students (after they sit its exam)"),
    badge: msg('Students'),
  },
  public: { option: msg('Public past paper: anyone, without signing in'), badge: msg('Public') },
};

/** The select's options; their labels are keys, translated where the select renders. */
export const VISIBILITY_OPTIONS = (Object.keys(VISIBILITY_LABELS) as PaperVisibility[]).map(
  (value) => ({ value, label: VISIBILITY_LABELS[value].option }),
);
