import { describe, expect, it } from 'vitest';
import { initialLayout, LAYOUT_STORAGE_KEY, readStoredLayout, storeLayout } from './layout';

describe('attempt layout', () => {
  it('defaults to one question at a time on phones and all questions elsewhere', () => {
    expect(initialLayout(null, true)).toBe('one');
    expect(initialLayout(null, false)).toBe('all');
  });

  it('remembers the choice, which then wins on any screen', () => {
    expect(readStoredLayout()).toBeNull();
    storeLayout('all');
    expect(readStoredLayout()).toBe('all');
    expect(initialLayout(readStoredLayout(), true)).toBe('all');
    window.localStorage.setItem(LAYOUT_STORAGE_KEY, 'sideways');
    expect(readStoredLayout()).toBeNull();
  });
});
