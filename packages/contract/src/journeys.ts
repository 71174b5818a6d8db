// Filled in by the journeys work.
export {};
