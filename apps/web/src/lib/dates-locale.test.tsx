import { renderHook, act } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/i18n';
import { useDatesLocale } from './dates-locale';

afterEach(async () => {
  await showLanguage('en');
});

describe('useDatesLocale', () => {
  it('follows the interface language, with the dayjs locales loaded', async () => {
    const { result } = renderHook(() => useDatesLocale());
    expect(result.current).toBe('en');
    await act(() => showLanguage('ta'));
    expect(result.current).toBe('ta');
    expect(dayjs('2026-01-05').locale(result.current).format('MMMM')).toBe('ஜனவரி');
    await act(() => showLanguage('hi'));
    expect(dayjs('2026-01-05').locale(result.current).format('MMMM')).toBe('जनवरी');
  });
});
