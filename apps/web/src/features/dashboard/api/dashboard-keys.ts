export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  performance: () => [...dashboardKeys.all, 'performance'] as const,
};
