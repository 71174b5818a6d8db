import { relations } from 'drizzle-orm';
import { auditLog } from './audit-log.js';
import { courses, enrollments } from './courses.js';
import { institutions } from './institutions.js';
import { journeys, levels } from './journeys.js';
import { levelProgress } from './level-progress.js';
import { answers, practiceSessions } from './practice-sessions.js';
import { questionPapers, questions } from './question-papers.js';
import { refreshTokens } from './refresh-tokens.js';
import { subjects } from './subjects.js';
import { users } from './users.js';

// Relations only feed Drizzle's relational queries (db.query.*); they add nothing to the SQL schema.

export const institutionsRelations = relations(institutions, ({ many }) => ({
  users: many(users),
  courses: many(courses),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  institution: one(institutions, {
    fields: [users.institutionId],
    references: [institutions.id],
  }),
  refreshTokens: many(refreshTokens),
  enrollments: many(enrollments),
  practiceSessions: many(practiceSessions),
  levelProgress: many(levelProgress),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  user: one(users, { fields: [refreshTokens.userId], references: [users.id] }),
}));

export const coursesRelations = relations(courses, ({ one, many }) => ({
  institution: one(institutions, {
    fields: [courses.institutionId],
    references: [institutions.id],
  }),
  subjects: many(subjects),
  enrollments: many(enrollments),
}));

export const enrollmentsRelations = relations(enrollments, ({ one }) => ({
  course: one(courses, { fields: [enrollments.courseId], references: [courses.id] }),
  user: one(users, { fields: [enrollments.userId], references: [users.id] }),
}));

export const subjectsRelations = relations(subjects, ({ one, many }) => ({
  course: one(courses, { fields: [subjects.courseId], references: [courses.id] }),
  journeys: many(journeys),
  questionPapers: many(questionPapers),
}));

export const journeysRelations = relations(journeys, ({ one, many }) => ({
  subject: one(subjects, { fields: [journeys.subjectId], references: [subjects.id] }),
  levels: many(levels),
}));

export const levelsRelations = relations(levels, ({ one, many }) => ({
  journey: one(journeys, { fields: [levels.journeyId], references: [journeys.id] }),
  questionPaper: one(questionPapers, {
    fields: [levels.questionPaperId],
    references: [questionPapers.id],
  }),
  practiceSessions: many(practiceSessions),
  progress: many(levelProgress),
}));

export const questionPapersRelations = relations(questionPapers, ({ one, many }) => ({
  subject: one(subjects, { fields: [questionPapers.subjectId], references: [subjects.id] }),
  course: one(courses, { fields: [questionPapers.courseId], references: [courses.id] }),
  questions: many(questions),
}));

export const questionsRelations = relations(questions, ({ one }) => ({
  paper: one(questionPapers, { fields: [questions.paperId], references: [questionPapers.id] }),
}));

export const practiceSessionsRelations = relations(practiceSessions, ({ one, many }) => ({
  user: one(users, { fields: [practiceSessions.userId], references: [users.id] }),
  level: one(levels, { fields: [practiceSessions.levelId], references: [levels.id] }),
  paper: one(questionPapers, {
    fields: [practiceSessions.paperId],
    references: [questionPapers.id],
  }),
  answers: many(answers),
}));

export const answersRelations = relations(answers, ({ one }) => ({
  session: one(practiceSessions, {
    fields: [answers.sessionId],
    references: [practiceSessions.id],
  }),
  question: one(questions, { fields: [answers.questionId], references: [questions.id] }),
}));

export const levelProgressRelations = relations(levelProgress, ({ one }) => ({
  user: one(users, { fields: [levelProgress.userId], references: [users.id] }),
  level: one(levels, { fields: [levelProgress.levelId], references: [levels.id] }),
  bestSession: one(practiceSessions, {
    fields: [levelProgress.bestSessionId],
    references: [practiceSessions.id],
    relationName: 'bestSession',
  }),
  lastSession: one(practiceSessions, {
    fields: [levelProgress.lastSessionId],
    references: [practiceSessions.id],
    relationName: 'lastSession',
  }),
}));

export const auditLogRelations = relations(auditLog, ({ one }) => ({
  actor: one(users, { fields: [auditLog.actorUserId], references: [users.id] }),
}));
