// Filled in by the students work.
export {};
