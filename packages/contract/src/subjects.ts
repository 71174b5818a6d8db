// Filled in by the subjects work.
export {};
