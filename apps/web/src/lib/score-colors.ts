import { DEFAULT_PASS_PERCENTAGE } from '@markwise/contract';

export type PassTone = 'green' | 'red';

/**
 * The one colour rule for marks: green for a pass, red otherwise. A result carries its own verdict
 * (its level's or paper's pass percentage decided it), so it is coloured by that verdict; a figure
 * with no verdict of its own (an average, a best percentage) is held to the default pass mark.
 */
export const passTone = (passed: boolean): PassTone => (passed ? 'green' : 'red');

export function passColor(percentage: number, passed?: boolean | null): PassTone {
  return passTone(passed ?? percentage >= DEFAULT_PASS_PERCENTAGE);
}
