// Filled in by the level-users work.
export {};
