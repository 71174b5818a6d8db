// Filled in by the courses work.
export {};
