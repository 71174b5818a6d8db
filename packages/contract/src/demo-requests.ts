// Filled in by the demo-requests work.
export {};
