/** Performance is green at 90 or above, yellow at 75 or above, otherwise red. */
export function performanceColor(percentage: number): 'green' | 'yellow' | 'red' {
  if (percentage >= 90) return 'green';
  if (percentage >= 75) return 'yellow';
  return 'red';
}

/** A percentage is shown green from the 60% pass threshold, else red. */
export const PASS_THRESHOLD = 60;

export function passColor(percentage: number): 'green' | 'red' {
  return percentage >= PASS_THRESHOLD ? 'green' : 'red';
}
