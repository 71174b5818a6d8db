export const subjectKeys = {
  all: ['subjects'] as const,
  lists: () => [...subjectKeys.all, 'list'] as const,
  list: (examId: string) => [...subjectKeys.lists(), examId] as const,
  /** The course a subject list belongs to, for its title in the header. */
  course: (examId: string) => [...subjectKeys.all, 'course', examId] as const,
};
