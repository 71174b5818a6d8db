// Filled in by the dashboard work.
export {};
