// Filled in by the question-papers work.
export {};
