/** Every screen's address. Screens link through these, never through literals. */
export const paths = {
  landing: '/',
  login: '/login',
  unauthorized: '/unauthorized',
  questionPapers: '/question-papers',

  dashboard: '/dashboard',
  students: '/students',
  student: (id: string) => `/students/${encodeURIComponent(id)}`,
  exams: '/exams',
  evaluationQueue: '/evaluation-queue',
  bulkMarking: '/evaluation-queue/csv',
  settings: '/settings',
  subjects: (examId: string) => `/exams/${encodeURIComponent(examId)}/subjects`,
  journey: (examId: string, subjectId: string) =>
    `/exams/${encodeURIComponent(examId)}/subjects/${encodeURIComponent(subjectId)}/journey`,
  levelReports: (levelId: string) => `/exams/journey/reports/${encodeURIComponent(levelId)}`,
  markingDesk: (levelId: string) => `/exams/journey/reports/${encodeURIComponent(levelId)}/desk`,
  /** An exam sat on paper: booklets printed, scans uploaded, pages matched to booklets. */
  paperExam: (levelId: string) => `/exams/journey/reports/${encodeURIComponent(levelId)}/paper`,

  studentPortal: '/student-portal',
  studentExams: '/student-portal/exams',
  studentReports: '/student-portal/reports',
  /** Taking an exam: one session, from start to 'being evaluated'. */
  attempt: (sessionId: string) => `/student-portal/attempts/${encodeURIComponent(sessionId)}`,
  reportDetails: (sessionId: string) => `/reports/${encodeURIComponent(sessionId)}`,
  /** Viva practice on a level: under Exams, so the portal's Exams tab stays current. */
  vivaPractice: (levelId: string) => `/student-portal/exams/${encodeURIComponent(levelId)}/viva`,
} as const;
