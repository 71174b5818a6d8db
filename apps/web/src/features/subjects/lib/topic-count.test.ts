import { describe, expect, it } from 'vitest';
import { topicCountOf } from './topic-count';

describe('topicCountOf', () => {
  it('uses topicCount when present', () => {
    expect(topicCountOf({ topicCount: 4, topic_count: '9' })).toBe(4);
  });

  it('parses topic_count text as an integer when topicCount is missing', () => {
    expect(topicCountOf({ topic_count: '7' })).toBe(7);
    expect(topicCountOf({ topicCount: null, topic_count: '12 topics' })).toBe(12);
    expect(topicCountOf({ topicCount: '3' })).toBe(3);
  });

  it('defaults to 0 when neither is usable', () => {
    expect(topicCountOf({})).toBe(0);
    expect(topicCountOf({ topic_count: 'many' })).toBe(0);
    expect(topicCountOf({ topicCount: Number.NaN, topic_count: '' })).toBe(0);
    expect(topicCountOf({ topicCount: -2 })).toBe(0);
  });
});
