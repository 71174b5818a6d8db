// Filled in by the reports work.
export {};
