import { describe, expect, it } from 'vitest';
import { availabilityBadge, courseCardView } from './course-display';

describe('availabilityBadge', () => {
  it.each([
    ['live', 'Live'],
    ['available', 'Available'],
    ['archived', 'archived'],
    ['', 'Unknown'],
    [null, 'Unknown'],
    [undefined, 'Unknown'],
  ])('shows %s as %s', (status, label) => {
    expect(availabilityBadge(status).label).toBe(label);
  });

  it('colours the known statuses and greys the rest', () => {
    expect(availabilityBadge('live').color).toBe('green');
    expect(availabilityBadge('available').color).toBe('blue');
    expect(availabilityBadge('draft').color).toBe('gray');
  });
});

describe('courseCardView', () => {
  it('uses the first image and the given fields', () => {
    const view = courseCardView({
      imageUrls: ['/a.png', '/b.png'],
      availablity_status: 'live',
      board: 'CBSE',
      difficultyLevel: 'Advanced',
      createdAt: '2025-01-15T09:30:00.000Z',
    });
    expect(view).toEqual({
      imageUrl: '/a.png',
      availability: { label: 'Live', color: 'green' },
      board: 'CBSE',
      difficulty: 'Advanced',
      created: 'Jan 15, 2025',
    });
  });

  it('falls back to No image, N/A, Beginner and Not available', () => {
    const view = courseCardView({ imageUrls: [], board: null, createdAt: null });
    expect(view.imageUrl).toBeNull();
    expect(view.board).toBe('N/A');
    expect(view.difficulty).toBe('Beginner');
    expect(view.created).toBe('Not available');
    expect(view.availability.label).toBe('Unknown');
  });

  it('treats blank values and a missing image list as missing', () => {
    const view = courseCardView({ board: '  ', difficultyLevel: '', createdAt: 'not a date' });
    expect(view.imageUrl).toBeNull();
    expect(view.board).toBe('N/A');
    expect(view.difficulty).toBe('Beginner');
    expect(view.created).toBe('Not available');
  });
});
