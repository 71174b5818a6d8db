import type { Course } from '@markwise/contract';
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
  live: { label: 'Live', color: 'green' },
  available: { label: 'Available', color: 'blue' },
};

/** live → Live, available → Available, anything else raw, nothing → Unknown. */
export function availabilityBadge(status: string | null | undefined): {
  label: string;
  color: string;
} {
  const known = status ? AVAILABILITY[status] : undefined;
  if (known) return known;
  const raw = status?.trim();
  return { label: raw ? raw : 'Unknown', color: 'gray' };
}

const firstText = (value: string | null | undefined, fallback: string) =>
  value && value.trim() !== '' ? value : fallback;

/** Everything a course card shows, with its fallbacks (No image, N/A, Beginner, Not available). */
export function courseCardView(course: CourseCardSource): CourseCardView {
  const images = Array.isArray(course.imageUrls) ? course.imageUrls : [];
  const first = images.find((url) => typeof url === 'string' && url.trim() !== '');
  return {
    imageUrl: first ?? null,
    availability: availabilityBadge(course.availablity_status),
    board: firstText(course.board, 'N/A'),
    difficulty: firstText(course.difficultyLevel, 'Beginner'),
    created: formatCourseDate(course.createdAt),
  };
}
