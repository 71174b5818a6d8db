import { describe, expect, it } from 'vitest';
import { marksText, paperLabel, rewardText, unlockText } from './level-facts';

describe('level facts', () => {
  it('says a level with no XP to unlock is open from the start', () => {
    expect(unlockText(0)).toBe('Open from the start');
    expect(unlockText(1500)).toBe('Unlocks at 1,500 XP');
  });

  it('names the reward, the paper and the marks', () => {
    expect(rewardText(60)).toBe('Awards 60 XP');
    expect(paperLabel({ title: 'Electricity: Chapter Test', qpCode: 'SCI-10-PHY-E1' })).toBe(
      'Electricity: Chapter Test (SCI-10-PHY-E1)',
    );
    expect(marksText(1)).toBe('1 mark');
    expect(marksText(4)).toBe('4 marks');
  });
});
