import type { PaperVisibility } from '@markwise/contract';

/** What each visibility means to the teacher choosing it, and its short badge. */
export const VISIBILITY_LABELS: Record<PaperVisibility, { option: string; badge: string }> = {
  private: { option: 'Private: teachers of this institution only', badge: 'Private' },
  institution: {
    option: "Published to this institution's students (after they sit its exam)",
    badge: 'Students',
  },
  public: { option: 'Public past paper: anyone, without signing in', badge: 'Public' },
};

export const VISIBILITY_OPTIONS = (Object.keys(VISIBILITY_LABELS) as PaperVisibility[]).map(
  (value) => ({ value, label: VISIBILITY_LABELS[value].option }),
);
