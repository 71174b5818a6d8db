import { Inject, Injectable } from '@nestjs/common';
import {
  isAnswerKeyReleased,
  LevelTutorResponse,
  type InterfaceLanguage,
  TUTOR_MESSAGES,
  TutorConversationResponse,
  TutorSettingsResponse,
  type TutorReplyBody,
  type TutorSettings,
  type TutorSpeaker,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { checkDailyAllowance, startOfUtcDay } from '../../common/daily-allowance.js';
import { conflict, forbidden, notFound } from '../../common/errors/domain-errors.js';
import { CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.schema.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { InstitutionsRepository } from '../../data/people/institutions.repository.js';
import { UsersRepository } from '../../data/people/users.repository.js';
import {
  readerOf,
  studentOf,
  tenantOf,
  type ReaderScope,
  type StudentScope,
} from '../../data/scope.js';
import {
  TutorConversationsRepository,
  type TutorAnswer,
  type TutorConversationRecord,
} from '../../data/sessions/tutor-conversations.repository.js';
import { Transactions, type Tx } from '../../data/transactions.js';
import type { ChatClient } from '../evaluation/providers/openai/chat-client.js';
import { CHAT_CLIENT } from '../evaluation/providers/provider-tokens.js';
import { queuedStudent } from '../evaluation/queued-student.js';
import { studentLanguage } from '../evaluation/student-language.js';
import { guideRedactor } from '../practice-sessions/marking-guide-redaction.js';
import { modelTurn, tutorMessages } from './model-tutor.js';
import {
  missedPoints,
  OfflineTutor,
  type OfflineTutorState,
  type TutorCase,
} from './offline-tutor.js';

/** What the walk records after a turn: the offline tutor's position, none for the model. */
type TurnState = { state: OfflineTutorState | null; finished: boolean };

/**
 * The Socratic tutor on a student's released answer that lost marks: with an OpenAI-compatible
 * provider the model converses; without one the offline tutor walks the missed points. Nothing
 * of the marking guide reaches the student before the answer key is released (every tutor message
 * passes the same redaction as the report's feedback), each student has a daily allowance of
 * replies, and every conversation is kept for the institution's teachers to read.
 */
@Injectable()
export class TutorService {
  private readonly offline = new OfflineTutor();

  constructor(
    private readonly transactions: Transactions,
    private readonly conversations: TutorConversationsRepository,
    private readonly institutions: InstitutionsRepository,
    private readonly levels: LevelsRepository,
    private readonly users: UsersRepository,
    @Inject(CHAT_CLIENT) private readonly client: ChatClient | null,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** Opens the student's conversation about one released answer, or returns the one they have. */
  async open(caller: AuthUser, ids: { sessionId: string; questionId: string }) {
    const student = studentOf(caller);
    const settings = await this.institutions.tutorSettings(student);
    if (!settings.enabled) throw forbidden(TUTOR_MESSAGES.off);
    const answer = await this.conversations.answer(student, ids);
    if (!answer) throw notFound('Question not found in this session');
    if (answer.releasedAt === null) throw conflict(TUTOR_MESSAGES.notReleased);
    const existing = await this.conversations.idOfAnswer(student, answer.answerId);
    if (existing) return this.view(student, existing, settings.dailyLimit);
    if ((answer.marksAwarded ?? 0) >= answer.marks) throw conflict(TUTOR_MESSAGES.fullMarks);

    const tutorCase = this.caseOf(answer);
    const opening = this.client
      ? await this.modelOpening(student, tutorCase, answer)
      : { ...this.offline.opening(tutorCase), mode: 'offline' as const };
    const text = this.redactorFor(answer, [])(opening.text);
    const id = await this.transactions.run(async (tx) => {
      const created = await this.conversations.create(
        student,
        {
          answerId: answer.answerId,
          mode: opening.mode,
          walk: opening.mode === 'offline' ? opening.state : null,
          finished: opening.finished,
        },
        tx,
      );
      if (!created) return undefined;
      await this.record(student, created, [{ from: 'tutor', text }], opening, tx);
      return created;
    });
    // Two opened at once: the other made it first.
    const conversationId = id ?? (await this.conversations.idOfAnswer(student, answer.answerId));
    return this.view(student, conversationId!, settings.dailyLimit);
  }

  /** The student's reply and the tutor's answer to it, within the day's allowance. */
  async reply(caller: AuthUser, conversationId: string, { text }: TutorReplyBody) {
    const student = studentOf(caller);
    const settings = await this.institutions.tutorSettings(student);
    if (!settings.enabled) throw forbidden(TUTOR_MESSAGES.off);
    const language = await studentLanguage(this.users, student, student.studentId);
    const conversation = await this.conversations.find(student, conversationId);
    if (!conversation) throw notFound('Tutor conversation not found');
    if (conversation.finished) throw conflict(TUTOR_MESSAGES.finished);
    await this.checkAllowance(student, settings.dailyLimit);
    const history = await this.conversations.messages(student, conversationId);

    // The tutor's turn outside any transaction: a model may take seconds to answer.
    const turn = await this.turn(conversation, history, text, language);
    const studentWords = [...history, { from: 'student' as const, text }]
      .filter((message) => message.from === 'student')
      .map((message) => message.text);
    const answer = this.redactorFor(conversation, studentWords)(turn.text);

    // Recorded only if nothing moved meanwhile: with the student locked, their replies count one
    // after another against the allowance, and a second reply sent at once finds the first.
    await this.transactions.run(async (tx) => {
      await this.users.lockStudent(student, tx);
      const locked = await this.conversations.find(student, conversationId, tx, true);
      if (!locked || locked.finished) throw conflict(TUTOR_MESSAGES.finished);
      const now = await this.conversations.messages(student, conversationId, tx);
      if (now.length !== history.length) throw conflict(TUTOR_MESSAGES.busy);
      await this.checkAllowance(student, settings.dailyLimit, tx);
      await this.record(
        student,
        conversationId,
        [
          { from: 'student', text },
          { from: 'tutor', text: answer },
        ],
        turn,
        tx,
      );
    });
    return this.view(student, conversationId, settings.dailyLimit);
  }

  /** Refuses a reply past the student's allowance for the day (429 until the day turns). */
  private async checkAllowance(student: StudentScope, dailyLimit: number, tx?: Tx) {
    const now = new Date();
    const used = await this.conversations.studentRepliesSince(student, startOfUtcDay(now), tx);
    checkDailyAllowance(used, dailyLimit, TUTOR_MESSAGES.dailyLimit(dailyLimit), now);
  }

  /** One conversation: the student's own, or any of the institution's for a teacher. */
  async get(caller: AuthUser, conversationId: string) {
    const reader = readerOf(caller);
    if (!('studentId' in reader)) return this.view(reader, conversationId, null);
    const { dailyLimit } = await this.institutions.tutorSettings(reader);
    return this.view(reader, conversationId, dailyLimit);
  }

  /** The level's conversations for its teachers, the latest active first. */
  async ofLevel(caller: AuthUser, levelId: string) {
    const scope = tenantOf(caller);
    if (!(await this.levels.findById(scope, levelId))) throw notFound('Level not found');
    const rows = await this.conversations.ofLevel(scope, levelId);
    return LevelTutorResponse.parse({
      data: rows.map((row) => ({
        id: row.id,
        sessionId: row.sessionId,
        student: queuedStudent(row),
        question: { id: row.questionId, number: row.number, text: row.questionText },
        mode: row.mode,
        finished: row.finished,
        studentReplies: row.studentReplies,
        startedAt: row.startedAt.toISOString(),
        lastAt: new Date(row.lastAt ?? row.startedAt).toISOString(),
      })),
    });
  }

  async settings(caller: AuthUser) {
    return TutorSettingsResponse.parse({
      data: await this.institutions.tutorSettings(readerOf(caller)),
    });
  }

  async updateSettings(caller: AuthUser, settings: TutorSettings) {
    const scope = tenantOf(caller);
    await this.institutions.setTutorSettings(scope, settings);
    return TutorSettingsResponse.parse({ data: await this.institutions.tutorSettings(scope) });
  }

  private caseOf(answer: TutorAnswer): TutorCase {
    const missed = missedPoints({
      text: answer.questionText,
      marks: answer.marks,
      modelAnswer: answer.modelAnswer,
      rubric: answer.rubric,
      answer: answer.answerText,
    });
    return {
      question: answer.questionText,
      answer: answer.answerText,
      missed,
      keyReleased: isAnswerKeyReleased(answer, new Date()),
    };
  }

  private async modelOpening(student: StudentScope, tutorCase: TutorCase, answer: TutorAnswer) {
    const language = await studentLanguage(this.users, student, student.studentId);
    const turn = await modelTurn(
      this.client!,
      this.config.OPENAI_MODEL!,
      tutorMessages(
        { ...tutorCase, modelAnswer: answer.modelAnswer, studentLanguage: language },
        [],
      ),
    );
    return { text: turn.reply, finished: turn.finished, mode: 'model' as const, state: null };
  }

  /** The tutor's answer to a reply, in the conversation's mode. */
  private async turn(
    conversation: TutorConversationRecord,
    history: readonly { from: TutorSpeaker; text: string }[],
    text: string,
    language: InterfaceLanguage,
  ) {
    const tutorCase = this.caseOf(conversation);
    if (conversation.mode === 'offline') {
      const walk = conversation.walk ?? { point: 0, hints: 0, found: [] };
      return this.offline.reply(tutorCase, walk, text);
    }
    if (!this.client) {
      return {
        text: 'The AI tutor is not available now. Please try again later, or ask your teacher.',
        state: null,
        finished: false,
      };
    }
    const turn = await modelTurn(
      this.client,
      this.config.OPENAI_MODEL!,
      tutorMessages(
        {
          ...tutorCase,
          modelAnswer: conversation.modelAnswer,
          studentLanguage: language,
        },
        [...history, { from: 'student', text }],
      ),
    );
    return { text: turn.reply, state: null, finished: turn.finished };
  }

  /**
   * Withholds every sentence that quotes the marking guide while the key is not released, as
   * the report's feedback is: the question, the answer and the student's replies are theirs.
   */
  private redactorFor(answer: TutorAnswer, replies: readonly string[]) {
    if (isAnswerKeyReleased(answer, new Date())) return (text: string) => text;
    return guideRedactor({
      guide: [answer.modelAnswer ?? '', ...(answer.rubric ?? []).map((point) => point.point)],
      known: [answer.questionText, answer.answerText, ...replies],
    });
  }

  private async record(
    student: StudentScope,
    conversationId: string,
    messages: { from: TutorSpeaker; text: string }[],
    turn: TurnState,
    tx: Tx,
  ) {
    await this.conversations.append(
      student,
      conversationId,
      { messages, walk: turn.state, finished: turn.finished },
      tx,
    );
  }

  private async view(reader: ReaderScope, conversationId: string, dailyLimit: number | null) {
    const conversation = await this.conversations.find(reader, conversationId);
    if (!conversation) throw notFound('Tutor conversation not found');
    const messages = await this.conversations.messages(reader, conversationId);
    const left =
      dailyLimit === null || !('studentId' in reader)
        ? null
        : Math.max(
            0,
            dailyLimit -
              (await this.conversations.studentRepliesSince(reader, startOfUtcDay(new Date()))),
          );
    return TutorConversationResponse.parse({
      data: {
        id: conversation.id,
        sessionId: conversation.sessionId,
        question: {
          id: conversation.questionId,
          number: conversation.number,
          text: conversation.questionText,
        },
        mode: conversation.mode,
        finished: conversation.finished,
        messages: messages.map((message) => ({ ...message, at: message.at.toISOString() })),
        repliesLeftToday: left,
      },
    });
  }
}
