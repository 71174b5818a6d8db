import type { LevelUsersQuery } from '@markwise/contract';

export const levelReportsKeys = {
  all: ['level-reports'] as const,
  users: (levelId: string, query: LevelUsersQuery) =>
    [...levelReportsKeys.all, 'users', levelId, query] as const,
  progress: (levelId: string) => [...levelReportsKeys.all, 'progress', levelId] as const,
  statistics: (levelId: string) => [...levelReportsKeys.all, 'statistics', levelId] as const,
  tutorConversations: (levelId: string) =>
    [...levelReportsKeys.all, 'tutor-conversations', levelId] as const,
};
