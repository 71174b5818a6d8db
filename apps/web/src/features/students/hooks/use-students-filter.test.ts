import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/hooks/use-list-filter';
import { useStudentsFilter } from './use-students-filter';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useStudentsFilter', () => {
  it('takes the search only after typing pauses', () => {
    const { result } = renderHook(() => useStudentsFilter());
    act(() => result.current.setSearch('a'));
    act(() => result.current.setSearch('as'));
    act(() => result.current.setSearch('ash'));
    expect(result.current.searchInput).toBe('ash');
    expect(result.current.filter.search).toBe('');

    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current.filter.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.filter.search).toBe('ash');
  });

  it('goes back to page 1 when the search changes', () => {
    const { result } = renderHook(() => useStudentsFilter());
    act(() => result.current.setPage(3));
    expect(result.current.filter.page).toBe(3);
    act(() => result.current.setSearch('kiara'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.filter).toMatchObject({ search: 'kiara', page: 1 });
  });

  it('goes back to page 1 when the class changes', () => {
    const { result } = renderHook(() => useStudentsFilter());
    act(() => result.current.setPage(2));
    act(() => result.current.setClassFilter('Grade 10B'));
    expect(result.current.filter).toMatchObject({ classFilter: 'Grade 10B', page: 1 });
  });

  it('keeps the page when the search only changes by surrounding spaces', () => {
    const { result } = renderHook(() => useStudentsFilter());
    act(() => result.current.setSearch('asha'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    act(() => result.current.setPage(2));
    act(() => result.current.setSearch('asha '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.filter.page).toBe(2);
  });
});
