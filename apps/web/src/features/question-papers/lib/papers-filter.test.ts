import { describe, expect, it } from 'vitest';
import { papersQuery, yearOptions } from './papers-filter';

describe('yearOptions', () => {
  it('offers All Years and the last 10 years from the current one', () => {
    const options = yearOptions(new Date(2026, 4, 1));
    expect(options.map((option) => option.label)).toEqual([
      'All Years',
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
      '2019',
      '2018',
      '2017',
    ]);
    expect(options[0]?.value).toBe('all');
  });
});

describe('papersQuery', () => {
  it('sends neither All Years nor a blank search', () => {
    const query = papersQuery({ page: 1, search: ' ', year: 'all' });
    expect(query.year).toBeUndefined();
    expect(query.search).toBeUndefined();
  });

  it('sends the year as a number and the trimmed search', () => {
    expect(papersQuery({ page: 2, search: ' light ', year: '2024' })).toMatchObject({
      page: 2,
      year: 2024,
      search: 'light',
    });
  });
});
