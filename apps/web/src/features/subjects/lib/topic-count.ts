import type { Subject } from '@markwise/contract';

/** Either spelling may be missing, and either may arrive as text. */
export type TopicCountSource = {
  topicCount?: Subject['topicCount'] | string | null;
  topic_count?: Subject['topic_count'] | number | null;
};

function toCount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

/** topicCount, else topic_count parsed as an integer, else 0. */
export function topicCountOf(subject: TopicCountSource): number {
  return toCount(subject.topicCount) ?? toCount(subject.topic_count) ?? 0;
}
