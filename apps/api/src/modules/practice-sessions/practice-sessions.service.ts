import { Injectable } from '@nestjs/common';
import {
  DetailedReportResponse,
  FIND_USER_FOUND_MESSAGE,
  FIND_USER_NOT_FOUND_MESSAGE,
  FindUserWithSessionsResponse,
  phoneDigits,
  type FindUserWithSessionsRequest,
  type StudentExamSession,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, notFound } from '../../common/errors/domain-errors.js';
import { StudentsRepository } from '../../data/people/students.repository.js';
import { readerOf, studentIn, studentOf, tenantOf, type StudentScope } from '../../data/scope.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import { SessionReportsRepository } from '../../data/sessions/session-reports.repository.js';
import { ImageUrlSigner } from '../attempts/image-url-signer.js';
import { toDetailedReport, toStudentExamSession } from './report.mapper.js';
import { forStudent, overallReportForStudent, type GuidedQuestion } from './student-report-view.js';

@Injectable()
export class PracticeSessionsService {
  constructor(
    private readonly reports: SessionReportsRepository,
    private readonly attempts: AttemptsRepository,
    private readonly students: StudentsRepository,
    private readonly signer: ImageUrlSigner,
  ) {}

  /** An admin reads any report of their institution; a student only their own. */
  async detailedReport(caller: AuthUser, sessionId: string): Promise<DetailedReportResponse> {
    const rows = await this.reports.report(readerOf(caller), sessionId);
    if (!isNonEmpty(rows)) throw notFound('Report not found');
    // Answer photos are private: the report links them through the attempts module's signed URLs.
    const report = toDetailedReport(
      rows,
      (questionId, keys) => this.signer.urlsOf({ sessionId, questionId }, keys),
      new Date(),
    );
    if (caller.role === 'ADMIN') return DetailedReportResponse.parse({ data: report });
    const [session] = rows;
    const questions = rows.flatMap(({ question }) =>
      question.questionId ? [question as GuidedQuestion] : [],
    );
    // Read by its student, released results are no longer news on their dashboard.
    await this.attempts.markResultsSeen(studentOf(caller), sessionId, new Date());
    return DetailedReportResponse.parse({
      data: forStudent(report, { level: session, questions, now: new Date() }),
    });
  }

  /**
   * The student portal's lookup, for a logged-in caller only (never a visitor). A student
   * finds only themselves and an admin only their institution's students; every miss answers the
   * same 404 as an unknown user, so nobody can probe which emails or phones exist.
   */
  async findUserWithSessions(
    caller: AuthUser,
    { email, mobile }: FindUserWithSessionsRequest,
  ): Promise<FindUserWithSessionsResponse> {
    const matches = await this.students.findByContact(tenantOf(caller), {
      onlyUserId: caller.role === 'ADMIN' ? undefined : caller.id,
      // Blank fields were not given (the contract has already checked that one of them was).
      email: email || undefined,
      mobileDigits: mobile ? phoneDigits(mobile) : undefined,
    });
    const [student] = matches;
    if (!student) throw notFound(FIND_USER_NOT_FOUND_MESSAGE);
    if (matches.length > 1) {
      // Phones are not unique; picking one would show the wrong student's reports.
      throw conflict('More than one student has this phone number. Please search by email.');
    }
    const found = studentIn(tenantOf(caller), student.id);
    const rows = await this.attempts.history(found);
    let sessions = rows.map(toStudentExamSession);
    if (caller.role === 'STUDENT') sessions = await this.forStudent(found, sessions);
    return FindUserWithSessionsResponse.parse({
      success: true,
      message: FIND_USER_FOUND_MESSAGE,
      data: {
        userId: student.id,
        email: student.email,
        mobile: student.mobile,
        firstName: student.firstName,
        lastName: student.lastName,
        sessions,
      },
    });
  }

  /** The student's own list: overall reports without the marking guide until it is released. */
  private async forStudent(student: StudentScope, sessions: StudentExamSession[]) {
    const reported = sessions.filter((session) => session.overall_report !== null);
    const guides = await this.reports.guidesOf(
      student,
      reported.map((session) => session._id),
    );
    const bySession = new Map<string, typeof guides>();
    for (const row of guides) {
      bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row]);
    }
    const now = new Date();
    return sessions.map((session) => {
      const questions = bySession.get(session._id);
      if (!questions?.[0]) return session;
      return overallReportForStudent(session, { level: questions[0], questions, now });
    });
  }
}

const isNonEmpty = <T>(rows: T[]): rows is [T, ...T[]] => rows.length > 0;
