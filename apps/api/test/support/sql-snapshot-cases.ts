import type { PendingResult, Database } from '@markwise/db';
import { AuditLogRepository } from '../../src/data/audit/audit-log.repository.js';
import { CoursesRepository } from '../../src/data/catalogue/courses.repository.js';
import { JourneysRepository } from '../../src/data/catalogue/journeys.repository.js';
import { LevelsRepository } from '../../src/data/catalogue/levels.repository.js';
import { SubjectsRepository } from '../../src/data/catalogue/subjects.repository.js';
import { DemoRequestsRepository } from '../../src/data/demo-requests/demo-requests.repository.js';
import { PapersRepository, type PaperViewer } from '../../src/data/papers/papers.repository.js';
import { AuthSessionsRepository } from '../../src/data/people/auth-sessions.repository.js';
import { ClassesRepository } from '../../src/data/people/classes.repository.js';
import { InstitutionsRepository } from '../../src/data/people/institutions.repository.js';
import { StudentsRepository } from '../../src/data/people/students.repository.js';
import { UsersRepository } from '../../src/data/people/users.repository.js';
import {
  SYSTEM_SCOPE,
  type StudentScope,
  type TenantScope,
  type UserScope,
} from '../../src/data/scope.js';
import { AnswersRepository } from '../../src/data/sessions/answers.repository.js';
import { AttemptsRepository } from '../../src/data/sessions/attempts.repository.js';
import { EvaluationRunsRepository } from '../../src/data/sessions/evaluation-runs.repository.js';
import { LevelMarksRepository } from '../../src/data/sessions/level-marks.repository.js';
import { LevelUsersRepository } from '../../src/data/sessions/level-users.repository.js';
import { LevelProgressRepository } from '../../src/data/sessions/level-progress.repository.js';
import { MarksRepository } from '../../src/data/sessions/marks.repository.js';
import { RegradeRequestsRepository } from '../../src/data/sessions/regrade-requests.repository.js';
import { ReviewQueueRepository } from '../../src/data/sessions/review-queue.repository.js';
import { SecondMarksRepository } from '../../src/data/sessions/second-marks.repository.js';
import { SessionReportsRepository } from '../../src/data/sessions/session-reports.repository.js';
import { SessionStatisticsRepository } from '../../src/data/sessions/session-statistics.repository.js';
import { StudentRecordsRepository } from '../../src/data/sessions/student-records.repository.js';
import { TutorConversationsRepository } from '../../src/data/sessions/tutor-conversations.repository.js';
import { VivaSessionsRepository } from '../../src/data/sessions/viva-sessions.repository.js';
import type { Tx } from '../../src/data/transactions.js';
import { BookletsRepository } from '../../src/data/paper-exams/booklets.repository.js';
import { ScansRepository } from '../../src/data/paper-exams/scans.repository.js';
import { AT, IDS } from './sql-snapshot-seed.js';

/** One call of a method, inside a transaction that is rolled back afterwards. */
type Call = (tx: Tx) => Promise<unknown>;
/** A method that runs on the pool whatever the caller holds (a statement prepared once). */
type Outside = { outside: () => Promise<unknown> };
/** Calls whose SQL differs with the arguments, each snapshotted under its own label. */
type Variants = { variants: Record<string, Call | Outside> };
export type Entry = Call | Outside | Variants;

type MethodsOf<R> = {
  [K in keyof R]: R[K] extends (...args: never[]) => unknown ? K : never;
}[keyof R] &
  string;

export type Aggregate =
  'catalogue' | 'papers' | 'sessions' | 'people' | 'audit' | 'demo-requests' | 'paper-exams';

export type RepositoryCases = {
  aggregate: Aggregate;
  repository: object;
  entries: Record<string, Entry>;
};

/** The type requires an entry for every public method, so a new method cannot go unsnapshotted. */
function casesOf<R extends object>(
  aggregate: Aggregate,
  repository: R,
  entries: { [K in MethodsOf<R>]: Entry },
): RepositoryCases {
  return { aggregate, repository, entries };
}

const outside = (run: () => Promise<unknown>): Outside => ({ outside: run });
const variants = (calls: Record<string, Call | Outside>): Variants => ({ variants: calls });

const tenant: TenantScope = { institutionId: IDS.institution };
const student: StudentScope = { ...tenant, studentId: IDS.student };
const adminAccount: UserScope = { ...tenant, userId: IDS.admin };
const studentAccount: UserScope = { ...tenant, userId: IDS.student };
const viewers: Record<string, PaperViewer> = {
  admin: { kind: 'admin', ...tenant },
  student: { kind: 'student', ...student },
  public: { kind: 'public' },
};
const page = { offset: 0, limit: 20 };

const pending: PendingResult = {
  marks: 2,
  evaluatorMarks: 2,
  feedback: null,
  evaluator: 'built-in',
  model: null,
  confidence: 'confident',
  reasons: [],
  transcription: null,
  at: AT.toISOString(),
};

export function catalogueCases(database: Database): RepositoryCases[] {
  const courses = new CoursesRepository(database);
  const subjects = new SubjectsRepository(database);
  const journeys = new JourneysRepository(database);
  const levels = new LevelsRepository(database);
  return [
    casesOf('catalogue', courses, {
      list: (tx) => courses.list(tenant, tx),
      findById: (tx) => courses.findById(tenant, IDS.course, tx),
      exists: (tx) => courses.exists(tenant, IDS.course, tx),
      insert: (tx) =>
        courses.insert(tenant, { title: 'Biology', description: null, imageUrls: [] }, tx),
      update: (tx) => courses.update(tenant, IDS.course, { title: 'Physics I' }, tx),
      delete: (tx) => courses.delete(tenant, IDS.course2, tx),
      enrollmentsOf: (tx) => courses.enrollmentsOf(student, tx),
      eraseEnrollmentsOf: (tx) => courses.eraseEnrollmentsOf(student, tx),
    }),
    casesOf('catalogue', subjects, {
      listByCourse: (tx) => subjects.listByCourse(tenant, IDS.course, tx),
      findById: (tx) => subjects.findById(tenant, IDS.subject, tx),
      findRef: (tx) => subjects.findRef(tenant, IDS.subject, tx),
      insert: (tx) => subjects.insert(tenant, { courseId: IDS.course, title: 'Optics' }, tx),
      update: (tx) => subjects.update(tenant, IDS.subject, { title: 'Mechanics I' }, tx),
      delete: (tx) => subjects.delete(tenant, IDS.subject2, tx),
    }),
    casesOf('catalogue', journeys, {
      listBySubject: (tx) => journeys.listBySubject(tenant, IDS.subject, tx),
      findById: variants({
        read: (tx) => journeys.findById(tenant, IDS.journey, { tx }),
        locked: (tx) => journeys.findById(tenant, IDS.journey, { tx, lock: true }),
      }),
      findWithLevels: (tx) => journeys.findWithLevels(tenant, IDS.journey, tx),
      insert: (tx) => journeys.insert(tenant, { subjectId: IDS.subject, title: 'Forces' }, tx),
      update: (tx) => journeys.update(tenant, IDS.journey, { title: 'Motion I' }, tx),
      delete: (tx) => journeys.delete(tenant, IDS.journey2, tx),
    }),
    casesOf('catalogue', levels, {
      findById: (tx) => levels.findById(tenant, IDS.examLevel, tx),
      setViva: (tx) => levels.setViva(tenant, IDS.examLevel, true, tx),
      findReportHeader: outside(() => levels.findReportHeader(tenant, IDS.examLevel)),
      findWithPaperPass: (tx) => levels.findWithPaperPass(tenant, IDS.examLevel, tx),
      idsOf: (tx) => levels.idsOf(tenant, IDS.journey, tx),
      append: (tx) =>
        levels.append(
          tenant,
          IDS.journey,
          {
            title: 'Motion topic',
            type: 'topic',
            xpRequiredToUnlock: 0,
            xpReward: 10,
            questionPaperId: null,
          },
          tx,
        ),
      update: (tx) => levels.update(tenant, IDS.examLevel, { title: 'Motion final' }, tx),
      setExamRules: (tx) =>
        levels.setExamRules(
          tenant,
          IDS.examLevel,
          {
            attemptsAllowed: 2,
            opensAt: null,
            closesAt: null,
            answerKeyRelease: 'after_close',
            passPercentage: 50,
            releasePolicy: 'after_review',
          },
          tx,
        ),
      delete: (tx) => levels.delete(tenant, IDS.topicLevel2, tx),
      renumber: (tx) => levels.renumber(tenant, IDS.journey2, [IDS.topicLevel2], tx),
      anyOnPaper: (tx) => levels.anyOnPaper(tenant, IDS.paper, tx),
      listSittable: (tx) => levels.listSittable(tenant, tx),
      findSittable: (tx) => levels.findSittable(tenant, IDS.examLevel, tx),
    }),
  ];
}

export function papersCases(database: Database): RepositoryCases[] {
  const papers = new PapersRepository(database);
  const fields = {
    title: 'Optics test',
    timeAllowed: 20,
    year: 2026,
    qpCode: 'PHY-2',
    maxMarks: 4,
  };
  return [
    casesOf('papers', papers, {
      findPage: variants({
        admin: (tx) => papers.findPage(viewers.admin!, {}, page, tx),
        'admin, every filter': (tx) =>
          papers.findPage(
            viewers.admin!,
            { subjectId: IDS.subject, courseId: IDS.course, year: 2026, search: 'motion' },
            page,
            tx,
          ),
        student: (tx) => papers.findPage(viewers.student!, {}, page, tx),
        public: (tx) => papers.findPage(viewers.public!, {}, page, tx),
      }),
      findVisible: variants({
        admin: (tx) => papers.findVisible(viewers.admin!, IDS.paper, tx),
        student: (tx) => papers.findVisible(viewers.student!, IDS.paper, tx),
      }),
      questionsOf: (tx) => papers.questionsOf(viewers.admin!, [IDS.paper, IDS.paper2], tx),
      answerKeysOf: (tx) => papers.answerKeysOf(viewers.student!, [IDS.paper], tx),
      findById: variants({
        read: (tx) => papers.findById(tenant, IDS.paper, { tx }),
        locked: (tx) => papers.findById(tenant, IDS.paper, { tx, lock: true }),
      }),
      exists: (tx) => papers.exists(tenant, IDS.paper, tx),
      sumQuestionMarks: (tx) => papers.sumQuestionMarks(tenant, IDS.paper, tx),
      insert: (tx) => papers.insert(tenant, fields, tx),
      update: (tx) => papers.update(tenant, IDS.paper, { title: 'Motion test I' }, tx),
      replaceQuestions: (tx) =>
        papers.replaceQuestions(
          tenant,
          IDS.paper2,
          [
            { text: 'One.', marks: 1 },
            { text: 'Two.', marks: 1 },
          ],
          tx,
        ),
      delete: (tx) => papers.delete(tenant, IDS.paper2, tx),
      headerOf: (tx) => papers.headerOf(tenant, IDS.paper, tx),
      sheetOf: (tx) => papers.sheetOf(tenant, IDS.paper, tx),
      sittingOf: (tx) => papers.sittingOf(tenant, IDS.paper, tx),
      guidesOf: variants({
        paper: (tx) => papers.guidesOf(tenant, { paperId: IDS.paper }, tx),
        questions: (tx) => papers.guidesOf(tenant, { questionIds: [IDS.question1] }, tx),
      }),
      lockQuestions: (tx) => papers.lockQuestions(tenant, [IDS.question1], tx),
      lockRubric: (tx) => papers.lockRubric(tenant, IDS.question1, tx),
      setRubric: (tx) =>
        papers.setRubric(
          tenant,
          IDS.question1,
          [{ id: '6b3f1c2e-9d4a-4e8b-a1c5-2f7e9d0b3a41', point: 'Names the law', marks: 2 }],
          tx,
        ),
    }),
  ];
}

/** Ids no row has: the statements' text is the same either way. */
const REGRADE_REQUEST = '00000000-0000-4000-8000-000000000042';
const TUTOR_CONVERSATION = '00000000-0000-4000-8000-000000000043';
const SECOND_MARK = '00000000-0000-4000-8000-000000000043';
const VIVA = '00000000-0000-4000-8000-000000000044';

export function sessionsCases(database: Database): RepositoryCases[] {
  const attempts = new AttemptsRepository(database);
  const answers = new AnswersRepository(database);
  const runs = new EvaluationRunsRepository(database);
  const marks = new MarksRepository(database);
  const reviewQueue = new ReviewQueueRepository(database);
  const regrades = new RegradeRequestsRepository(database);
  const secondMarks = new SecondMarksRepository(database);
  const levelMarks = new LevelMarksRepository(database);
  const progress = new LevelProgressRepository(database);
  const reports = new SessionReportsRepository(database);
  const statistics = new SessionStatisticsRepository(database);
  const levelUsers = new LevelUsersRepository(database);
  const records = new StudentRecordsRepository(database);
  const tutor = new TutorConversationsRepository(database);
  const vivas = new VivaSessionsRepository(database);
  const session = IDS.session;
  const jobs = { jobName: 'evaluate-session', graceSeconds: 60, limit: 50 };
  return [
    casesOf('sessions', attempts, {
      findSession: variants({
        admin: (tx) => attempts.findSession(tenant, session, { tx }),
        student: (tx) => attempts.findSession(student, session, { tx }),
        'system, locked': (tx) => attempts.findSession(SYSTEM_SCOPE, session, { tx, lock: true }),
      }),
      summariesByLevel: (tx) => attempts.summariesByLevel(student, AT, tx),
      history: (tx) => attempts.history(student, tx),
      onLevel: (tx) => attempts.onLevel(student, IDS.examLevel, tx),
      markResultsSeen: (tx) => attempts.markResultsSeen(student, session, AT, tx),
      insert: (tx) =>
        attempts.insert(
          tenant,
          {
            userId: IDS.student,
            levelId: IDS.examLevel,
            paperId: IDS.paper,
            marksAllocated: 5,
            attemptNumber: 2,
            startTime: AT,
          },
          tx,
        ),
      submit: (tx) => attempts.submit(tenant, session, AT, tx),
      lockExpired: (tx) => attempts.lockExpired(SYSTEM_SCOPE, 60, 50, tx),
      anyOn: variants({
        level: (tx) => attempts.anyOn(tenant, { levelId: IDS.examLevel }, tx),
        paper: (tx) => attempts.anyOn(tenant, { paperId: IDS.paper }, tx),
        journey: (tx) => attempts.anyOn(tenant, { journeyId: IDS.journey }, tx),
        subject: (tx) => attempts.anyOn(tenant, { subjectId: IDS.subject }, tx),
        course: (tx) => attempts.anyOn(tenant, { courseId: IDS.course }, tx),
      }),
    }),
    casesOf('sessions', answers, {
      ofSession: (tx) => answers.ofSession(student, session, tx),
      find: (tx) => answers.find(student, session, IDS.question1, tx),
      saveTextIfOpen: (tx) =>
        answers.saveTextIfOpen(
          student,
          { sessionId: session, questionId: IDS.question2 },
          'Inertia',
          AT,
          tx,
        ),
      saveTextsIfOpen: (tx) =>
        answers.saveTextsIfOpen(
          [
            { student, sessionId: session, questionId: IDS.question1, answerText: 'Mass', now: AT },
            { student, sessionId: session, questionId: IDS.question2, answerText: null, now: AT },
          ],
          tx,
        ),
      upsert: (tx) =>
        answers.upsert(
          tenant,
          {
            sessionId: session,
            questionId: IDS.question2,
            marksAllocated: 3,
            answerText: 'Inertia',
          },
          tx,
        ),
      insertMany: (tx) =>
        answers.insertMany(
          tenant,
          [
            {
              sessionId: session,
              questionId: IDS.question2,
              marksAllocated: 3,
              imagePaths: ['answers/sheet.png'],
              submittedAt: AT,
            },
          ],
          tx,
        ),
      forMarking: (tx) => answers.forMarking(tenant, session, tx),
      peerAnswers: (tx) =>
        answers.peerAnswers(
          tenant,
          { excludeSessionId: session, questionIds: [IDS.question1] },
          tx,
        ),
      saveUnreleased: (tx) =>
        answers.saveUnreleased(
          tenant,
          [{ sessionId: session, questionId: IDS.question1, marksAllocated: 2, marksAwarded: 2 }],
          tx,
        ),
      setPending: (tx) => answers.setPending(tenant, IDS.answer1, pending, tx),
    }),
    casesOf('sessions', runs, {
      claim: (tx) => runs.claim(SYSTEM_SCOPE, session, 1, tx),
      holdRun: (tx) => runs.holdRun(tenant, session, 1, tx),
      markFailed: (tx) => runs.markFailed(SYSTEM_SCOPE, session, 1, 'provider timed out', tx),
      resetForRun: variants({
        'keep overrides': (tx) => runs.resetForRun(tenant, session, false, tx),
        'discard overrides': (tx) => runs.resetForRun(tenant, session, true, tx),
      }),
      setOutcome: (tx) =>
        runs.setOutcome(
          tenant,
          session,
          {
            status: 'evaluated',
            marksAwarded: 4,
            isPass: true,
            overallReport: 'Good',
            evaluatedAt: AT,
          },
          tx,
        ),
      submittedWithoutJob: (tx) => runs.submittedWithoutJob(SYSTEM_SCOPE, jobs, tx),
      failAbandoned: (tx) =>
        runs.failAbandoned(SYSTEM_SCOPE, { jobName: jobs.jobName, reason: 'worker lost' }, tx),
    }),
    casesOf('sessions', marks, {
      findAnswer: (tx) =>
        marks.findAnswer(tenant, { sessionId: session, questionId: IDS.question1 }, tx),
      markedWithRubric: (tx) => marks.markedWithRubric(tenant, IDS.question1, tx),
      saveTeacherMark: variants({
        'decide and release': (tx) =>
          marks.saveTeacherMark(
            tenant,
            {
              sessionId: session,
              questionId: IDS.question1,
              marksAllocated: 2,
              marks: 2,
              reason: 'Complete answer',
              by: IDS.admin,
              at: AT,
              release: true,
              onlyUndecided: true,
              rubricPointIds: null,
            },
            tx,
          ),
        override: (tx) =>
          marks.saveTeacherMark(
            tenant,
            {
              sessionId: session,
              questionId: IDS.question1,
              marksAllocated: 2,
              marks: 1,
              reason: 'Half right',
              by: IDS.admin,
              at: AT,
              release: false,
              onlyUndecided: false,
              rubricPointIds: ['6b3f1c2e-9d4a-4e8b-a1c5-2f7e9d0b3a41'],
            },
            tx,
          ),
      }),
      results: (tx) => marks.results(tenant, session, tx),
      releaseAll: (tx) => marks.releaseAll(tenant, session, AT, tx),
      pendingOf: variants({
        'every question': (tx) => marks.pendingOf(tenant, session, undefined, tx),
        'listed questions': (tx) => marks.pendingOf(tenant, session, [IDS.question1], tx),
      }),
      applyPending: (tx) => marks.applyPending(tenant, IDS.answer1, pending, AT, tx),
      anchorsOf: (tx) =>
        marks.anchorsOf(tenant, { questionId: IDS.question1, except: session }, tx),
      undecidedOf: (tx) => marks.undecidedOf(tenant, IDS.question1, tx),
      setSuggestions: (tx) => marks.setSuggestions(tenant, [{ id: IDS.answer1, marks: 1.5 }], tx),
    }),
    casesOf('sessions', reviewQueue, {
      page: variants({
        question: (tx) =>
          reviewQueue.page(
            tenant,
            IDS.examLevel,
            { page: 1, limit: 20, questionId: IDS.question1 },
            tx,
          ),
        'script, in a range': (tx) =>
          reviewQueue.page(
            tenant,
            IDS.examLevel,
            { page: 1, limit: 20, sessionId: session, from: '2026-01-01', to: '2026-01-31' },
            tx,
          ),
      }),
      countWaiting: (tx) =>
        reviewQueue.countWaiting(
          tenant,
          IDS.examLevel,
          { sessionId: session, from: '2026-01-01', to: '2026-01-31' },
          tx,
        ),
      progressPerQuestion: (tx) => reviewQueue.progressPerQuestion(tenant, IDS.examLevel, tx),
      teacherAndMachine: (tx) =>
        reviewQueue.teacherAndMachine(tenant, IDS.examLevel, [IDS.question1], tx),
      attemptsInReview: (tx) => reviewQueue.attemptsInReview(tenant, IDS.examLevel, tx),
      waitingAnswers: (tx) =>
        reviewQueue.waitingAnswers(
          tenant,
          { levelId: IDS.examLevel, questionId: IDS.question1, sessionIds: [IDS.session] },
          200,
          tx,
        ),
    }),
    casesOf('sessions', regrades, {
      create: (tx) =>
        regrades.create(
          student,
          { answerId: IDS.answer1, reason: 'Please look again.', marksBefore: 1 },
          tx,
        ),
      find: (tx) => regrades.find(student, REGRADE_REQUEST, tx),
      resolve: (tx) =>
        regrades.resolve(
          tenant,
          REGRADE_REQUEST,
          { marksAfter: 2, note: 'One more mark.', by: IDS.admin, at: AT },
          tx,
        ),
      exists: (tx) => regrades.exists(tenant, REGRADE_REQUEST, tx),
      ofStudent: (tx) => regrades.ofStudent(student, tx),
      page: (tx) =>
        regrades.page(tenant, IDS.examLevel, { page: 1, limit: 20, status: 'open' }, tx),
      countsOf: (tx) => regrades.countsOf(tenant, IDS.examLevel, tx),
    }),
    casesOf('sessions', tutor, {
      answer: (tx) => tutor.answer(student, { sessionId: session, questionId: IDS.question1 }, tx),
      create: (tx) =>
        tutor.create(
          student,
          {
            answerId: IDS.answer1,
            mode: 'offline',
            walk: { point: 0, hints: 0, found: [] },
            finished: false,
          },
          tx,
        ),
      idOfAnswer: (tx) => tutor.idOfAnswer(student, IDS.answer1, tx),
      find: variants({
        reading: (tx) => tutor.find(tenant, TUTOR_CONVERSATION, tx),
        'student, locked': (tx) => tutor.find(student, TUTOR_CONVERSATION, tx, true),
      }),
      messages: (tx) => tutor.messages(student, TUTOR_CONVERSATION, tx),
      append: async (tx) => {
        const id = await tutor.create(
          student,
          { answerId: IDS.answer1, mode: 'offline', walk: null, finished: false },
          tx,
        );
        await tutor.append(
          student,
          id!,
          {
            messages: [
              { from: 'student', text: 'Chlorophyll takes in light.' },
              { from: 'tutor', text: 'Yes, that is it.' },
            ],
            walk: { point: 1, hints: 0, found: [0] },
            finished: true,
          },
          tx,
        );
      },
      studentRepliesSince: (tx) => tutor.studentRepliesSince(student, AT, tx),
      ofLevel: (tx) => tutor.ofLevel(tenant, IDS.examLevel, tx),
      ofStudent: (tx) => tutor.ofStudent(student, tx),
    }),
    casesOf('sessions', vivas, {
      create: (tx) =>
        vivas.create(
          student,
          { levelId: IDS.examLevel, mode: 'offline', questionIds: [IDS.question1] },
          {
            position: 0,
            kind: 'question',
            topic: 1,
            questionId: IDS.question1,
            question: 'Question 1 of 1. What is photosynthesis?',
            dueAt: AT,
          },
          tx,
        ),
      openOnLevel: (tx) => vivas.openOnLevel(student, IDS.examLevel, tx),
      startedSince: (tx) => vivas.startedSince(student, AT, tx),
      find: variants({
        reading: (tx) => vivas.find(tenant, VIVA, tx),
        'student, locked': (tx) => vivas.find(student, VIVA, tx, true),
      }),
      turns: (tx) => vivas.turns(student, [VIVA], tx),
      ask: async (tx) => {
        const id = await vivas.create(
          student,
          { levelId: IDS.examLevel, mode: 'model', questionIds: [IDS.question1] },
          {
            position: 0,
            kind: 'question',
            topic: 1,
            questionId: IDS.question1,
            question: 'Question 1 of 1. What is photosynthesis?',
            dueAt: AT,
          },
          tx,
        );
        await vivas.ask(
          student,
          id,
          {
            position: 1,
            kind: 'follow_up',
            topic: 1,
            questionId: IDS.question1,
            question: 'Follow-up: say more.',
            dueAt: AT,
          },
          tx,
        );
      },
      answer: (tx) =>
        vivas.answer(
          student,
          VIVA,
          { answer: 'Light.', way: 'typed', answeredAt: AT, score: 20, feedback: 'Thin.' },
          tx,
        ),
      finish: (tx) => vivas.finish(student, VIVA, AT, tx),
      ofStudentOnLevel: (tx) => vivas.ofStudentOnLevel(student, IDS.examLevel, tx),
      ofLevel: (tx) => vivas.ofLevel(tenant, IDS.examLevel, tx),
      questionsAsked: (tx) => vivas.questionsAsked(tenant, IDS.examLevel, tx),
      ofStudent: (tx) => vivas.ofStudent(student, tx),
      erase: (tx) => vivas.erase(student, tx),
    }),
    casesOf('sessions', secondMarks, {
      candidates: variants({
        percentage: (tx) =>
          secondMarks.candidates(
            tenant,
            { levelId: IDS.examLevel, markerId: IDS.admin, questionId: IDS.question1 },
            tx,
          ),
        chosen: (tx) =>
          secondMarks.candidates(
            tenant,
            {
              levelId: IDS.examLevel,
              markerId: IDS.admin,
              answers: [{ sessionId: session, questionId: IDS.question1 }],
            },
            tx,
          ),
      }),
      assign: (tx) =>
        secondMarks.assign(
          tenant,
          [IDS.answer1],
          { markerId: IDS.admin, assignedBy: IDS.admin },
          tx,
        ),
      mine: (tx) => secondMarks.mine(adminAccount, IDS.examLevel, tx),
      findForMarker: (tx) => secondMarks.findForMarker(adminAccount, SECOND_MARK, tx),
      mark: (tx) =>
        secondMarks.mark(adminAccount, SECOND_MARK, { marks: 1, reason: null, at: AT }, tx),
      disagreements: (tx) => secondMarks.disagreements(tenant, IDS.examLevel, 1, tx),
      countsOf: (tx) => secondMarks.countsOf(tenant, IDS.examLevel, 1, tx),
      decide: (tx) => secondMarks.decide(tenant, SECOND_MARK, AT, tx),
      exists: (tx) => secondMarks.exists(tenant, SECOND_MARK, tx),
    }),
    casesOf('sessions', levelMarks, {
      attempts: (tx) => levelMarks.attempts(tenant, IDS.examLevel, tx),
      answers: (tx) => levelMarks.answers(tenant, IDS.examLevel, tx),
    }),
    casesOf('sessions', progress, {
      recompute: (tx) => progress.recompute(student, IDS.examLevel, tx),
      markXpAwarded: (tx) => progress.markXpAwarded(student, IDS.examLevel, 50, tx),
    }),
    casesOf('sessions', reports, {
      report: variants({
        admin: outside(() => reports.report(tenant, session)),
        student: outside(() => reports.report(student, session)),
      }),
      guidesOf: (tx) => reports.guidesOf(student, [session], tx),
      queuePage: (tx) => reports.queuePage(tenant, { page: 1, limit: 20, status: 'overdue' }, tx),
      queueCounts: (tx) => reports.queueCounts(tenant, tx),
    }),
    casesOf('sessions', statistics, {
      stats: (tx) => statistics.stats(tenant, tx),
      weekly: (tx) => statistics.weekly(tenant, AT, tx),
      byCourse: (tx) => statistics.byCourse(tenant, tx),
      distribution: (tx) => statistics.distribution(tenant, tx),
    }),
    casesOf('sessions', levelUsers, {
      page: variants({
        oneDay: (tx) =>
          levelUsers.page(
            tenant,
            {
              levelId: IDS.examLevel,
              from: new Date('2026-01-15T00:00:00.000Z'),
              to: new Date('2026-01-16T00:00:00.000Z'),
              oneDay: true,
              limit: 20,
              offset: 0,
            },
            tx,
          ),
        rangeFiltered: (tx) =>
          levelUsers.page(
            tenant,
            {
              levelId: IDS.examLevel,
              from: new Date('2026-01-12T00:00:00.000Z'),
              to: new Date('2026-01-19T00:00:00.000Z'),
              oneDay: false,
              status: 'evaluated',
              studentClass: 'Grade 10A',
              limit: 20,
              offset: 0,
            },
            tx,
          ),
      }),
    }),
    casesOf('sessions', records, {
      sessionsOf: (tx) => records.sessionsOf(student, tx),
      answersOf: (tx) => records.answersOf(student, tx),
      progressOf: (tx) => records.progressOf(student, tx),
      imagePathsOf: (tx) => records.imagePathsOf(student, tx),
      erase: (tx) => records.erase(student, tx),
    }),
  ];
}

export function peopleCases(database: Database): RepositoryCases[] {
  const users = new UsersRepository(database);
  const students = new StudentsRepository(database);
  const authSessions = new AuthSessionsRepository(database);
  const institutions = new InstitutionsRepository(database);
  const classes = new ClassesRepository(database);
  const newStudent = {
    firstName: 'Nia',
    lastName: 'New',
    email: 'nia@snapshot.test',
    studentClass: 'Grade 10A',
    rollNo: null,
    mobile: null,
  };
  return [
    casesOf('people', users, {
      findByEmail: (tx) => users.findByEmail(SYSTEM_SCOPE, 'Student@Snapshot.test', tx),
      findById: variants({
        tenant: (tx) => users.findById(tenant, IDS.student, tx),
        system: (tx) => users.findById(SYSTEM_SCOPE, IDS.student, tx),
      }),
      findSessionUser: outside(() =>
        users.findSessionUser(SYSTEM_SCOPE, IDS.student, IDS.tokenFamily),
      ),
      updateProfile: (tx) => users.updateProfile(studentAccount, { firstName: 'Samuel' }, tx),
      setPasswordHash: (tx) => users.setPasswordHash(adminAccount, 'another-hash', tx),
      nameOf: (tx) => users.nameOf(tenant, IDS.admin, tx),
      xpOf: (tx) => users.xpOf(student, tx),
      lockStudent: (tx) => users.lockStudent(student, tx),
      teachersOf: (tx) => users.teachersOf(tenant, tx),
      addXp: (tx) => users.addXp(student, 50, tx),
    }),
    casesOf('people', students, {
      findPage: variants({
        all: (tx) => students.findPage(tenant, {}, page, tx),
        'search and class': (tx) =>
          students.findPage(tenant, { search: 'sam', studentClass: 'Grade 10A' }, page, tx),
      }),
      findById: (tx) => students.findById(tenant, IDS.student, tx),
      forBooklets: (tx) =>
        students.forBooklets(tenant, { ids: [IDS.student], className: 'Grade 10A' }, tx),
      findByContact: (tx) =>
        students.findByContact(
          tenant,
          { onlyUserId: IDS.student, email: 'student@snapshot.test', mobileDigits: '9876543210' },
          tx,
        ),
      insert: (tx) => students.insert(tenant, { ...newStudent, passwordHash: 'not-a-hash' }, tx),
      update: (tx) => students.update(tenant, IDS.student, { rollNo: '12' }, tx),
      setActive: variants({
        activate: (tx) => students.setActive(tenant, IDS.student, true, tx),
        deactivate: (tx) => students.setActive(tenant, IDS.student, false, tx),
      }),
      moveClass: (tx) => students.moveClass(tenant, { from: 'Grade 10A', to: 'Grade 10C' }, tx),
      setPasswordHash: (tx) => students.setPasswordHash(tenant, IDS.student, 'another-hash', tx),
      delete: (tx) => students.delete(tenant, IDS.student, tx),
      findForExport: (tx) => students.findForExport(student, tx),
      erase: (tx) => students.erase(student, tx),
    }),
    casesOf('people', authSessions, {
      insert: (tx) =>
        authSessions.insert(
          studentAccount,
          {
            familyId: IDS.tokenFamily,
            tokenHash: 'next-token-hash',
            expiresAt: new Date('2026-02-15T10:00:00.000Z'),
            ip: '203.0.113.7',
          },
          tx,
        ),
      findByHash: (tx) => authSessions.findByHash(SYSTEM_SCOPE, 'snapshot-token-hash', tx),
      markUsed: (tx) => authSessions.markUsed(SYSTEM_SCOPE, IDS.token, tx),
      revokeFamily: (tx) => authSessions.revokeFamily(SYSTEM_SCOPE, IDS.tokenFamily, tx),
      revokeAllOf: (tx) => authSessions.revokeAllOf(studentAccount, tx),
      listOf: (tx) => authSessions.listOf(student, tx),
      eraseOf: (tx) => authSessions.eraseOf(student, tx),
    }),
    casesOf('people', classes, {
      list: (tx) => classes.list(tenant, tx),
      findById: (tx) => classes.findById(tenant, IDS.schoolClass, tx),
      holdByName: (tx) => classes.holdByName(tenant, 'grade 10a', tx),
      lock: (tx) => classes.lock(tenant, IDS.schoolClass, tx),
      insert: (tx) => classes.insert(tenant, 'Grade 11B', tx),
      rename: (tx) => classes.rename(tenant, IDS.schoolClass, 'Grade 10C', tx),
      delete: (tx) => classes.delete(tenant, IDS.schoolClass, tx),
    }),
    casesOf('people', institutions, {
      tutorSettings: (tx) => institutions.tutorSettings(tenant, tx),
      setTutorSettings: (tx) =>
        institutions.setTutorSettings(tenant, { enabled: false, dailyLimit: 10 }, tx),
      createWithFirstAdmin: (tx) =>
        institutions.createWithFirstAdmin(
          SYSTEM_SCOPE,
          {
            institutionName: 'New School',
            slug: 'new-school',
            email: 'first-admin@snapshot.test',
            firstName: 'Fay',
            lastName: 'First',
            passwordHash: 'not-a-hash',
            isOperator: false,
          },
          tx,
        ),
    }),
  ];
}

export function auditCases(database: Database): RepositoryCases[] {
  const audit = new AuditLogRepository(database);
  return [
    casesOf('audit', audit, {
      record: (tx) =>
        audit.record(
          tenant,
          {
            actorUserId: IDS.admin,
            action: 'student.personal_data_exported',
            entityType: 'user',
            entityId: IDS.student,
          },
          tx,
        ),
      entriesAbout: (tx) => audit.entriesAbout(student, tx),
      eraseAbout: (tx) => audit.eraseAbout(student, tx),
    }),
  ];
}

export function demoRequestsCases(database: Database): RepositoryCases[] {
  const demoRequests = new DemoRequestsRepository(database);
  return [
    casesOf('demo-requests', demoRequests, {
      insert: (tx) =>
        demoRequests.insert(
          SYSTEM_SCOPE,
          {
            firstName: 'Ola',
            lastName: 'Other',
            email: 'ola@snapshot.test',
            institutionName: 'Third School',
          },
          tx,
        ),
      findPage: (tx) => demoRequests.findPage(SYSTEM_SCOPE, page, tx),
    }),
  ];
}

export function paperExamsCases(database: Database): RepositoryCases[] {
  const booklets = new BookletsRepository(database);
  const scans = new ScansRepository(database);
  const booklet = IDS.booklet;
  const batch = IDS.scanBatch;
  const place = { bookletId: booklet, pageNumber: 2 };
  return [
    casesOf('paper-exams', booklets, {
      nextNumbers: (tx) => booklets.nextNumbers(tenant, 2, tx),
      insertMany: (tx) =>
        booklets.insertMany(
          tenant,
          [
            {
              id: IDS.session,
              levelId: IDS.examLevel,
              number: 1002,
              printId: batch,
              studentId: IDS.student,
              paperSize: 'A4',
              pageCount: 3,
              printedBy: IDS.admin,
            },
          ],
          tx,
        ),
      onLevel: (tx) => booklets.onLevel(tenant, IDS.examLevel, tx),
      ofPrint: (tx) => booklets.ofPrint(tenant, batch, tx),
      find: (tx) => booklets.find(tenant, booklet, tx),
      lock: (tx) => booklets.lock(tenant, booklet, tx),
      byIds: (tx) => booklets.byIds(tenant, [booklet], tx),
      setStudent: (tx) => booklets.setStudent(tenant, booklet, IDS.student, tx),
      setMarkIncomplete: (tx) => booklets.setMarkIncomplete(tenant, booklet, tx),
      setSession: (tx) => booklets.setSession(tenant, booklet, IDS.session, tx),
      readyOnLevel: (tx) => booklets.readyOnLevel(tenant, IDS.examLevel, tx),
    }),
    casesOf('paper-exams', scans, {
      insertBatch: (tx) =>
        scans.insertBatch(
          tenant,
          {
            id: IDS.session,
            levelId: IDS.examLevel,
            uploadedBy: IDS.admin,
            fileKeys: ['scans/x/source-y.pdf'],
            fileNames: ['class.pdf'],
          },
          tx,
        ),
      findBatch: (tx) => scans.findBatch(tenant, batch, tx),
      batchesOn: (tx) => scans.batchesOn(tenant, IDS.examLevel, tx),
      updateBatch: (tx) =>
        scans.updateBatch(tenant, batch, { status: 'reading', pagesRead: 3 }, tx),
      positionsRead: (tx) => scans.positionsRead(tenant, batch, tx),
      insertPage: (tx) =>
        scans.insertPage(
          tenant,
          {
            batchId: batch,
            fileIndex: 0,
            pageIndex: 1,
            imageKey: 'scans/x/y.png',
            quality: { blurry: false, dark: false, cutOff: false },
            answerArea: null,
            rotation: 0,
            place,
            status: 'matched',
          },
          tx,
        ),
      pagesOn: variants({
        attention: (tx) => scans.pagesOn(tenant, { levelId: IDS.examLevel, attention: true }, tx),
        all: (tx) => scans.pagesOn(tenant, { levelId: IDS.examLevel, attention: false }, tx),
      }),
      findPage: (tx) => scans.findPage(tenant, IDS.scanPage, tx),
      lockPage: (tx) => scans.lockPage(tenant, IDS.scanPage, tx),
      imageKeyOf: (tx) => scans.imageKeyOf(SYSTEM_SCOPE, IDS.scanPage, tx),
      matchedAt: (tx) => scans.matchedAt(tenant, place, tx),
      setPlace: (tx) => scans.setPlace(tenant, IDS.scanPage, { status: 'discarded' }, tx),
      matchedOf: (tx) => scans.matchedOf(tenant, booklet, tx),
      imageKeysOfStudent: (tx) => scans.imageKeysOfStudent(student, tx),
    }),
  ];
}

/** Every repository of the data layer, with a call (or several) of each of its methods. */
export const allCases = (database: Database): RepositoryCases[] => [
  ...catalogueCases(database),
  ...papersCases(database),
  ...sessionsCases(database),
  ...peopleCases(database),
  ...auditCases(database),
  ...demoRequestsCases(database),
  ...paperExamsCases(database),
];
