/**
 * The route table: every API path, relative to API_BASE. The API mounts its controllers
 * on these and the web calls them through here, so a path is written once. `:name` marks a path
 * parameter; `pathTo` fills them in.
 */
export const apiRoutes = {
  health: { live: '/health', ready: '/health/ready' },
  appConfig: '/app-config',
  auth: {
    login: '/auth/login',
    refresh: '/auth/refresh',
    logout: '/auth/logout',
    profile: '/auth/profile',
  },
  user: {
    password: '/user/password',
    preferences: '/user/preferences',
  },
  dashboard: {
    stats: '/dashboard/stats',
    performance: '/dashboard/performance',
  },
  courses: {
    adminList: '/exams/admin-exams',
    collection: '/exams',
    item: '/exams/:examId',
  },
  subjects: {
    collection: '/subjects',
    item: '/subjects/:subjectId',
    status: '/subjects/:subjectId/status',
  },
  journeys: {
    collection: '/journey-masters',
    item: '/journey-masters/:journeyId',
    levels: '/journey-masters/:journeyId/levels',
    levelOrder: '/journey-masters/:journeyId/levels/order',
    level: '/levels/:levelId',
    levelRules: '/levels/:levelId/rules',
  },
  levelUsers: '/user-journeys/level/:levelId/users',
  levelUsersExport: '/user-journeys/level/:levelId/users/export',
  /** How a level's questions went, and its gradebook (students × questions) as a file. */
  levelStatistics: {
    questions: '/levels/:levelId/statistics',
    gradebook: '/levels/:levelId/gradebook',
  },
  practiceSessions: {
    detailedReport: '/practice-sessions/session/:sessionId/detailed-report',
    findUserWithSessions: '/practice-sessions/find-user-with-sessions',
  },
  students: {
    collection: '/students',
    item: '/students/:id',
    status: '/students/:id/status',
    passwordReset: '/students/:id/password-reset',
  },
  /** The institution's classes, which students are in. */
  classes: {
    collection: '/classes',
    item: '/classes/:id',
  },
  questionPapers: {
    collection: '/question-papers',
    item: '/question-papers/:id',
  },
  /** A student's attempts at exam levels, and teachers' uploads on a student's behalf. */
  attempts: {
    levels: '/attempts/levels',
    summary: '/attempts/summary',
    collection: '/attempts',
    onBehalf: '/attempts/on-behalf',
    onBehalfLevels: '/attempts/on-behalf/levels',
    item: '/attempts/:sessionId',
    submit: '/attempts/:sessionId/submit',
    answer: '/attempts/:sessionId/answers/:questionId',
    answerImages: '/attempts/:sessionId/answers/:questionId/images',
    answerImageOrder: '/attempts/:sessionId/answers/:questionId/images/order',
    answerImage: '/attempts/:sessionId/answers/:questionId/images/:imageId',
  },
  /** Teachers' control over marking, and bulk marking of a CSV file. */
  evaluation: {
    overrideMark: '/practice-sessions/session/:sessionId/answers/:questionId/mark',
    reEvaluate: '/practice-sessions/session/:sessionId/re-evaluate',
    queue: '/practice-sessions/evaluation',
    bulk: '/evaluation/bulk',
  },
  /** Answers waiting for a teacher, their decisions, releases and re-evaluation proposals. */
  review: {
    levelReviews: '/levels/:levelId/reviews',
    groups: '/levels/:levelId/reviews/groups',
    groupDecision: '/levels/:levelId/reviews/group-decision',
    decide: '/evaluation/sessions/:sessionId/answers/:questionId/review',
    transcription: '/evaluation/sessions/:sessionId/answers/:questionId/transcription',
    release: '/evaluation/sessions/:sessionId/release',
    releaseLevel: '/levels/:levelId/release',
    reEvaluation: '/evaluation/sessions/:sessionId/re-evaluation',
    applyReEvaluation: '/evaluation/sessions/:sessionId/re-evaluation/apply',
    rubric: '/questions/:questionId/rubric',
    rubricPreview: '/questions/:questionId/rubric/preview',
  },
  /** Students' requests for a re-check of a released mark, and teachers' resolutions. */
  regrade: {
    request: '/attempts/:sessionId/answers/:questionId/regrade-request',
    levelRequests: '/levels/:levelId/regrade-requests',
    resolve: '/regrade-requests/:requestId/resolve',
  },
  /** The Socratic tutor on a released answer that lost marks, and the institution's switch. */
  tutor: {
    open: '/attempts/:sessionId/answers/:questionId/tutor',
    reply: '/tutor-conversations/:conversationId/replies',
    conversation: '/tutor-conversations/:conversationId',
    levelConversations: '/levels/:levelId/tutor-conversations',
    settings: '/institution/tutor-settings',
  },
  /** Viva practice on a level a teacher opened: oral-style questions, marked, never an exam mark. */
  viva: {
    level: '/levels/:levelId/viva',
    start: '/levels/:levelId/viva-sessions',
    levelSessions: '/levels/:levelId/viva-sessions',
    session: '/viva-sessions/:vivaId',
    answer: '/viva-sessions/:vivaId/answers',
    recording: '/viva-sessions/:vivaId/recording',
  },
  /** A second teacher's blind marks on a sample of a level's answers, and the moderation list. */
  moderation: {
    assign: '/levels/:levelId/second-marking',
    mine: '/levels/:levelId/second-marking/mine',
    mark: '/second-marking/:secondMarkId',
    list: '/levels/:levelId/moderation',
    decide: '/moderation/:secondMarkId/decide',
  },
  /** Paper exams: printed answer booklets, scans of them, and matching pages to booklets. */
  paperExams: {
    booklets: '/levels/:levelId/booklets',
    printPdf: '/booklet-prints/:printId/pdf',
    bookletStudent: '/booklets/:bookletId/student',
    markIncomplete: '/booklets/:bookletId/mark-incomplete',
    scans: '/levels/:levelId/scans',
    pages: '/levels/:levelId/scan-pages',
    pageImage: '/scan-pages/:pageId/image',
    assignPage: '/scan-pages/:pageId/assign',
    discardPage: '/scan-pages/:pageId/discard',
  },
  demoRequests: {
    create: '/demo-request',
    list: '/demo-requests',
  },
  /** An admin's export and erasure of everything the app holds about one student. */
  privacy: {
    export: '/students/:id/export',
    erase: '/students/:id/personal-data',
  },
} as const;

/** Fills `:name` parameters: pathTo('/exams/:examId', { examId }) → '/exams/42'. */
export function pathTo(route: string, params: Record<string, string>): string {
  return route.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${route}`);
    return encodeURIComponent(value);
  });
}
