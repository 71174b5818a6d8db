import type { Course } from '@markwise/contract';
import { i18n, msg } from '@/i18n/i18n';
import { formatCourseDate } from '@/lib/format';

/** Fields a card reads; each may be missing on an old or partial record, so each has a fallback. */
type CardFields = 'imageUrls' | 'availablity_status' | 'board' | 'difficultyLevel' | 'createdAt';
export type CourseCardSource = { [K in CardFields]?: Course[K] | string | null };

export type CourseCardView = {
  /** The first picture, or null for the 'No image' placeholder. */
  imageUrl: string | null;
  availability: { label: string; color: string };
  board: string;
  difficulty: string;
  created: string;
};

const AVAILABILITY: Record<string, { label: string; color: string }> = {
  live: { label: msg('Live'), color: 'green' },
  available: { label: msg('Available'), color: 'blue' },
};

/** The contract's difficulty levels, named in the interface's language. */
const DIFFICULTY: Record<string, string> = {
  Beginner: msg('Beginner'),
  Intermediate: msg('Intermediate'),
  Advanced: msg('Advanced'),
};

/**
 * live → Live, available → Available (in the interface's language), anything else raw, nothing →
 * Unknown.
 */
export function availabilityBadge(status: string | null | undefined): {
  label: string;
  color: string;
} {
  const known = status ? AVAILABILITY[status] : undefined;
  if (known) return { label: i18n.t(known.label), color: known.color };
  const raw = status?.trim();
  return { label: raw ? raw : i18n.t('Unknown'), color: 'gray' };
}

/** A difficulty level in the interface's language; one the contract does not know, as it is. */
export function difficultyLabel(level: string): string {
  const known = DIFFICULTY[level];
  return known ? i18n.t(known) : level;
}

const firstText = (value: string | null | undefined, fallback: string) =>
  value && value.trim() !== '' ? value : fallback;

/**
 * Everything a course card shows, in the interface's language, with its fallbacks (No image, N/A,
 * Beginner, Not available).
 */
export function courseCardView(course: CourseCardSource): CourseCardView {
  const images = Array.isArray(course.imageUrls) ? course.imageUrls : [];
  const first = images.find((url) => typeof url === 'string' && url.trim() !== '');
  return {
    imageUrl: first ?? null,
    availability: availabilityBadge(course.availablity_status),
    board: firstText(course.board, i18n.t('N/A')),
    difficulty: difficultyLabel(firstText(course.difficultyLevel, 'Beginner')),
    created: formatCourseDate(course.createdAt),
  };
}
