/** Names the demo seed (packages/db/src/seed) gives, by which the tests find its screens. */
export const SEED = {
  course: 'Class 10 Science: Board Exam Preparation',
  subject: 'Physics',
  journey: 'Physics Journey: Light and Electricity',
  /** An exam level of that journey: open to the demo student, and attempted by students. */
  chapterTestLight: 'Chapter Test: Light',
} as const;
