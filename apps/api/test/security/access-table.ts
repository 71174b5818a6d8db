import { apiRoutes } from '@markwise/contract';

/**
 * Who may call what: every route of the app with the outcome for each kind of caller. Objects
 * addressed by id belong to institution A: its owning student and its admin are `student` and
 * `admin`; `otherStudent` and `otherAdmin` are of institution B; `classmate` is another student of
 * institution A, for the objects a student owns.
 *
 * 'allow' means the request reaches the handler and succeeds (the matrix test asks for a 2xx);
 * 401 no or bad token; 403 wrong role; 404 an object the caller may not see. For an object of
 * institution A, institution B gets 404, never 403, so ids cannot be probed. The request each
 * cell sends (ids, bodies, files) is in access-requests.ts.
 */
export const CALLERS = [
  'anonymous',
  'student',
  'admin',
  'otherStudent',
  'otherAdmin',
  'classmate',
] as const;
export type Caller = (typeof CALLERS)[number];

export type Outcome = 'allow' | 401 | 403 | 404;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `route`: an Express route of the app. `static`: a folder served by express.static, not a
 * route. `absent`: a path that must not be served at all.
 */
export type RowKind = 'route' | 'static' | 'absent';

export type AccessRow = {
  kind: RowKind;
  method: Method;
  /** As Express matches it, under the server root: /api/exams/:examId. */
  path: string;
  expected: Record<Caller, Outcome>;
};

export const rowKey = (row: Pick<AccessRow, 'method' | 'path'>) => `${row.method} ${row.path}`;

type Cells = [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

const row =
  (kind: RowKind, prefix = '') =>
  (method: Method, path: string, ...cells: Cells): AccessRow => ({
    kind,
    method,
    path: `${prefix}${path}`,
    expected: Object.fromEntries(
      CALLERS.map((caller, i) => [caller, cells[i]!]),
    ) as AccessRow['expected'],
  });

/** A route of the contract's table, served under /api. */
const api = row('route', '/api');
/** A route outside the contract's table (the OpenAPI document and Swagger UI). */
const raw = row('route');
const served = row('static');
const absent = row('absent');

const A = 'allow';
const r = apiRoutes;

// Columns: anonymous, student (A, owner), admin (A), student of B, admin of B, classmate (A).
// prettier-ignore
export const ACCESS_TABLE: readonly AccessRow[] = [
  // Public.
  api('GET',    r.health.live,                              A,   A,   A,   A,   A,   A),
  api('GET',    r.health.ready,                             A,   A,   A,   A,   A,   A),
  api('GET',    r.appConfig,                                A,   A,   A,   A,   A,   A),
  api('POST',   r.auth.login,                               A,   A,   A,   A,   A,   A),
  api('POST',   r.auth.refresh,                             A,   A,   A,   A,   A,   A),
  api('POST',   r.auth.logout,                              A,   A,   A,   A,   A,   A),
  api('POST',   r.demoRequests.create,                      A,   A,   A,   A,   A,   A),
  raw('GET',    '/api/docs',                                A,   A,   A,   A,   A,   A),
  raw('GET',    '/api/docs/',                               A,   A,   A,   A,   A,   A),
  raw('GET',    '/api/docs/index.html',                     A,   A,   A,   A,   A,   A),
  // @nestjs/swagger registers it only to answer 404 (it hides swagger-ui-dist's LICENSE).
  raw('GET',    '/api/docs/LICENSE',                        404, 404, 404, 404, 404, 404),
  raw('GET',    '/api/docs/swagger-ui-init.js',             A,   A,   A,   A,   A,   A),
  raw('GET',    '/api/docs/docs/swagger-ui-init.js',        A,   A,   A,   A,   A,   A),
  raw('GET',    '/api/docs-json',                           A,   A,   A,   A,   A,   A),
  raw('GET',    '/api/docs-yaml',                           A,   A,   A,   A,   A,   A),
  served('GET', '/api/uploads/avatars/:file',               A,   A,   A,   A,   A,   A),
  served('GET', '/api/uploads/courses/:file',               A,   A,   A,   A,   A,   A),
  // Answer photos are private: never a static file, only through the attempts route below.
  absent('GET', '/api/uploads/answers/:sessionId/:file',    404, 404, 404, 404, 404, 404),

  // Any logged-in user, on their own account.
  api('GET',    r.auth.profile,                             401, A,   A,   A,   A,   A),
  api('PATCH',  r.auth.profile,                             401, A,   A,   A,   A,   A),
  api('PUT',    r.user.password,                            401, A,   A,   A,   A,   A),
  api('PUT',    r.user.preferences,                         401, A,   A,   A,   A,   A),

  // Admins of the institution.
  api('GET',    r.dashboard.stats,                          401, 403, A,   403, A,   403),
  api('GET',    r.dashboard.performance,                    401, 403, A,   403, A,   403),
  api('GET',    r.courses.adminList,                        401, 403, A,   403, A,   403),
  api('POST',   r.courses.collection,                       401, 403, A,   403, A,   403),
  api('GET',    r.courses.item,                             401, 403, A,   403, 404, 403),
  api('PATCH',  r.courses.item,                             401, 403, A,   403, 404, 403),
  api('DELETE', r.courses.item,                             401, 403, A,   403, 404, 403),
  api('GET',    r.subjects.collection,                      401, 403, A,   403, 404, 403),
  api('POST',   r.subjects.collection,                      401, 403, A,   403, 404, 403),
  api('PATCH',  r.subjects.item,                            401, 403, A,   403, 404, 403),
  api('PATCH',  r.subjects.status,                          401, 403, A,   403, 404, 403),
  api('DELETE', r.subjects.item,                            401, 403, A,   403, 404, 403),
  api('GET',    r.journeys.collection,                      401, 403, A,   403, 404, 403),
  api('POST',   r.journeys.collection,                      401, 403, A,   403, 404, 403),
  api('GET',    r.journeys.item,                            401, 403, A,   403, 404, 403),
  api('PATCH',  r.journeys.item,                            401, 403, A,   403, 404, 403),
  api('DELETE', r.journeys.item,                            401, 403, A,   403, 404, 403),
  api('POST',   r.journeys.levels,                          401, 403, A,   403, 404, 403),
  api('PUT',    r.journeys.levelOrder,                      401, 403, A,   403, 404, 403),
  api('PATCH',  r.journeys.level,                           401, 403, A,   403, 404, 403),
  api('DELETE', r.journeys.level,                           401, 403, A,   403, 404, 403),
  api('GET',    r.journeys.levelRules,                      401, 403, A,   403, 404, 403),
  api('PUT',    r.journeys.levelRules,                      401, 403, A,   403, 404, 403),
  api('GET',    r.levelUsers,                               401, 403, A,   403, 404, 403),
  api('GET',    r.levelUsersExport,                         401, 403, A,   403, 404, 403),
  api('GET',    r.levelStatistics.questions,                401, 403, A,   403, 404, 403),
  api('POST',   r.paperExams.booklets,                      401, 403, A,   403, 404, 403),
  api('GET',    r.paperExams.booklets,                      401, 403, A,   403, 404, 403),
  api('GET',    r.paperExams.printPdf,                      401, 403, A,   403, 404, 403),
  api('POST',   r.paperExams.bookletStudent,                401, 403, A,   403, 404, 403),
  api('POST',   r.paperExams.markIncomplete,                401, 403, A,   403, 404, 403),
  api('POST',   r.paperExams.scans,                         401, 403, A,   403, 404, 403),
  api('GET',    r.paperExams.scans,                         401, 403, A,   403, 404, 403),
  api('GET',    r.paperExams.pages,                         401, 403, A,   403, 404, 403),
  api('GET',    r.paperExams.pageImage,                     401, 403, A,   403, 404, 403),
  api('POST',   r.paperExams.assignPage,                    401, 403, A,   403, 404, 403),
  api('POST',   r.paperExams.discardPage,                   401, 403, A,   403, 404, 403),
  api('GET',    r.levelStatistics.gradebook,                401, 403, A,   403, 404, 403),
  api('GET',    r.students.collection,                      401, 403, A,   403, A,   403),
  api('POST',   r.students.collection,                      401, 403, A,   403, A,   403),
  api('PUT',    r.students.item,                            401, 403, A,   403, 404, 403),
  api('DELETE', r.students.item,                            401, 403, A,   403, 404, 403),
  api('PATCH',  r.students.status,                          401, 403, A,   403, 404, 403),
  api('GET',    r.students.item,                            401, 403, A,   403, 404, 403),
  api('POST',   r.students.passwordReset,                   401, 403, A,   403, 404, 403),
  api('GET',    r.classes.collection,                       401, 403, A,   403, A,   403),
  api('POST',   r.classes.collection,                       401, 403, A,   403, A,   403),
  api('PUT',    r.classes.item,                             401, 403, A,   403, 404, 403),
  api('DELETE', r.classes.item,                             401, 403, A,   403, 404, 403),
  api('GET',    r.privacy.export,                           401, 403, A,   403, 404, 403),
  api('DELETE', r.privacy.erase,                            401, 403, A,   403, 404, 403),
  api('POST',   r.questionPapers.collection,                401, 403, A,   403, 404, 403),
  api('PATCH',  r.questionPapers.item,                      401, 403, A,   403, 404, 403),
  api('DELETE', r.questionPapers.item,                      401, 403, A,   403, 404, 403),
  api('PATCH',  r.evaluation.overrideMark,                  401, 403, A,   403, 404, 403),
  api('POST',   r.evaluation.reEvaluate,                    401, 403, A,   403, 404, 403),
  api('GET',    r.evaluation.queue,                         401, 403, A,   403, A,   403),
  api('GET',    r.review.levelReviews,                      401, 403, A,   403, 404, 403),
  api('POST',   r.review.decide,                            401, 403, A,   403, 404, 403),
  api('GET',    r.review.groups,                            401, 403, A,   403, 404, 403),
  api('POST',   r.review.groupDecision,                     401, 403, A,   403, 404, 403),
  api('PUT',    r.review.transcription,                     401, 403, A,   403, 404, 403),
  api('POST',   r.review.rubricPreview,                     401, 403, A,   403, 404, 403),
  api('PUT',    r.review.rubric,                            401, 403, A,   403, 404, 403),
  api('POST',   r.review.release,                           401, 403, A,   403, 404, 403),
  api('POST',   r.review.releaseLevel,                      401, 403, A,   403, 404, 403),
  api('GET',    r.review.reEvaluation,                      401, 403, A,   403, 404, 403),
  api('POST',   r.moderation.assign,                        401, 403, A,   403, 404, 403),
  api('GET',    r.moderation.mine,                          401, 403, A,   403, 404, 403),
  api('PUT',    r.moderation.mark,                          401, 403, A,   403, 404, 403),
  api('GET',    r.moderation.list,                          401, 403, A,   403, 404, 403),
  api('POST',   r.moderation.decide,                        401, 403, A,   403, 404, 403),
  api('GET',    r.regrade.levelRequests,                    401, 403, A,   403, 404, 403),
  api('GET',    r.tutor.levelConversations,                 401, 403, A,   403, 404, 403),
  api('GET',    r.viva.levelSessions,                       401, 403, A,   403, 404, 403),
  api('PUT',    r.viva.level,                               401, 403, A,   403, 404, 403),
  api('POST',   r.regrade.resolve,                          401, 403, A,   403, 404, 403),
  api('POST',   r.review.applyReEvaluation,                 401, 403, A,   403, 404, 403),
  // Stateless: marks the uploaded CSV, reads and writes nothing of the institution.
  api('POST',   r.evaluation.bulk,                          401, 403, A,   403, A,   403),
  api('POST',   r.attempts.onBehalf,                        401, 403, A,   403, 404, 403),
  // Each admin reads their own institution's levels: another school's admin gets its own list.
  api('GET',    r.attempts.onBehalfLevels,                  401, 403, A,   403, A,   403),
  // Demo requests are the vendor's sales leads, not an institution's data: every admin reads them.
  // Sales leads: only operator accounts (none of these callers) read them.
  api('GET',    r.demoRequests.list,                        401, 403, 403, 403, 403, 403),

  // Everyone of the institution reads papers (students without model answers); admins write them.
  // Everyone lists what they may see (visitors: public papers). The fixture's paper is private
  // (unpublished), so only its admins open it; published ones: question-papers-visibility.test.ts.
  api('GET',    r.questionPapers.collection,                A,   A,   A,   A,   A,   A),
  api('GET',    r.questionPapers.item,                      404, 404, A,   404, 404, 404),

  // A student's own attempts and reports; the institution's admin reads them.
  api('GET',    r.practiceSessions.detailedReport,          401, A,   A,   404, 404, 404),
  api('POST',   r.practiceSessions.findUserWithSessions,    401, A,   A,   404, 404, 404),
  api('GET',    r.attempts.levels,                          401, A,   403, A,   403, A),
  api('GET',    r.attempts.summary,                         401, A,   403, A,   403, A),
  api('POST',   r.attempts.collection,                      401, A,   403, 404, 403, A),
  api('GET',    r.attempts.item,                            401, A,   A,   404, 404, 404),
  api('PUT',    r.attempts.answer,                          401, A,   403, 404, 403, 404),
  api('POST',   r.attempts.submit,                          401, A,   403, 404, 403, 404),
  api('POST',   r.regrade.request,                          401, A,   403, 404, 403, 404),
  api('POST',   r.tutor.open,                               401, A,   403, 404, 403, 404),
  api('POST',   r.tutor.reply,                              401, A,   403, 404, 403, 404),
  api('GET',    r.tutor.conversation,                       401, A,   A,   404, 404, 404),
  // Viva practice on a level of the institution: any of its students practises, only for themself.
  api('GET',    r.viva.level,                               401, A,   403, 404, 403, A),
  api('POST',   r.viva.start,                               401, A,   403, 404, 403, A),
  api('GET',    r.viva.session,                             401, A,   A,   404, 404, 404),
  api('POST',   r.viva.answer,                              401, A,   403, 404, 403, 404),
  api('POST',   r.viva.recording,                           401, A,   403, 404, 403, 404),
  // Each institution's own switch: students read it (to offer the tutor), admins set it.
  api('GET',    r.tutor.settings,                           401, A,   A,   A,   A,   A),
  api('PUT',    r.tutor.settings,                           401, 403, A,   403, A,   403),
  api('POST',   r.attempts.answerImages,                    401, A,   403, 404, 403, 404),
  api('PUT',    r.attempts.answerImageOrder,                401, A,   403, 404, 403, 404),
  api('DELETE', r.attempts.answerImage,                     401, A,   403, 404, 403, 404),
  // Public to the guard (an <img> sends no bearer): the route checks the token or a signature.
  api('GET',    r.attempts.answerImage,                     401, A,   A,   404, 404, 404),
];
