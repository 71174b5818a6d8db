import { Course, DifficultyLevel } from '@markwise/contract';
import type { CourseWithCounts } from '../../data/catalogue/courses.repository.js';

/** The only way a course row leaves the API: through the contract's allow-list. */
export function toCourse(row: CourseWithCounts): Course {
  // A course without a known difficulty shows as Beginner.
  const difficulty = DifficultyLevel.safeParse(row.difficultyLevel);
  return Course.parse({
    _id: row.id,
    title: row.title,
    description: row.description,
    imageUrls: row.imageUrls,
    availablity_status: row.availabilityStatus,
    isPremium: row.isPremium,
    board: row.board,
    enrolledCount: row.enrolledCount,
    subjectsCount: row.subjectsCount,
    difficultyLevel: difficulty.success ? difficulty.data : 'Beginner',
    createdAt: row.createdAt.toISOString(),
  });
}
