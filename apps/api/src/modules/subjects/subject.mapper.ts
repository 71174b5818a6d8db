import { Subject } from '@markwise/contract';
import type { SubjectWithTopics } from '../../data/catalogue/subjects.repository.js';

/** The only way a subject row leaves the API: through the contract's allow-list. */
export function toSubject(row: SubjectWithTopics): Subject {
  return Subject.parse({
    _id: row.id,
    examId: row.courseId,
    title: row.title,
    description: row.description,
    is_active: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    topicCount: row.topicCount,
    // The original web client parses topic_count from a string.
    topic_count: String(row.topicCount),
  });
}
