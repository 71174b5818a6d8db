import { Inject, Injectable } from '@nestjs/common';
import {
  LevelVivasResponse,
  VIVA_ANSWER_SECONDS,
  VIVA_DAILY_LIMIT,
  VIVA_GRACE_SECONDS,
  VIVA_MESSAGES,
  VIVA_QUESTIONS,
  VivaAvailabilityResponse,
  VivaSessionResponse,
  vivaShowsPaper,
  type VivaAnswerBody,
  type VivaAnswerWay,
  type VivaLevelSettings,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { checkDailyAllowance, startOfUtcDay } from '../../common/daily-allowance.js';
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  unavailable,
} from '../../common/errors/domain-errors.js';
import { CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.schema.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { PapersRepository } from '../../data/papers/papers.repository.js';
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
  VivaSessionsRepository,
  type VivaRecord,
  type VivaTurnRecord,
  type VivaTurnToAsk,
} from '../../data/sessions/viva-sessions.repository.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import { Transactions, type Tx } from '../../data/transactions.js';
import { ProviderError, type ChatClient } from '../evaluation/providers/openai/chat-client.js';
import {
  CHAT_CLIENT,
  SPEECH_TRANSCRIBER,
  type SpeechTranscriber,
} from '../evaluation/providers/provider-tokens.js';
import { queuedStudent } from '../evaluation/queued-student.js';
import { studentLanguage } from '../evaluation/student-language.js';
import { guideRedactor } from '../practice-sessions/marking-guide-redaction.js';
import { examinerMessages, markWithModel } from './model-examiner.js';
import {
  markOffline,
  pickTopics,
  summarise,
  vivaQuestion,
  type VivaMarking,
  type VivaTopic,
} from './offline-examiner.js';
import { vivaView } from './viva-view.js';

/** A recording as the upload gave it. */
export type VivaRecording = { buffer: Buffer; mimetype: string; originalname: string };

const TIME_RAN_OUT = 'Time ran out before an answer.';

const dueFrom = (at: Date) => new Date(at.getTime() + VIVA_ANSWER_SECONDS * 1000);
const isLate = (turn: VivaTurnRecord, now: Date) =>
  now.getTime() > turn.dueAt.getTime() + VIVA_GRACE_SECONDS * 1000;
/** The question waiting for an answer: the last turn, while it has none. */
const askedTurn = (turns: readonly VivaTurnRecord[]) => {
  const last = turns.at(-1);
  return last && last.answeredAt === null ? last : undefined;
};

/** Turns by their viva, in order. */
function byViva(turns: readonly VivaTurnRecord[]) {
  const grouped = new Map<string, VivaTurnRecord[]>();
  for (const turn of turns) grouped.set(turn.vivaId, [...(grouped.get(turn.vivaId) ?? []), turn]);
  return (vivaId: string) => grouped.get(vivaId) ?? [];
}

/** A viva's score once it has ended (its summary's); null while under way. */
const scoreOf = (
  viva: { finishedAt: Date | null; questionIds: readonly string[] },
  turns: readonly VivaTurnRecord[],
) => (viva.finishedAt === null ? null : summarise(turns, viva.questionIds.length).score);

const FOLLOW_UP_INSTEAD = 'Can you say more about this, with a reason or an example?';

/**
 * A model's marking with every sentence naming the marking guide withheld (the built-in
 * examiner's words never come from it). Only the question counts as read: a guide word the
 * student guessed is not confirmed back, and a follow-up that named the guide is replaced.
 */
function withoutGuide(topic: VivaTopic, marking: VivaMarking): VivaMarking {
  const source = {
    guide: [topic.modelAnswer ?? '', ...(topic.rubric ?? []).map((point) => point.point)],
    known: [topic.text],
  };
  const feedback = guideRedactor(source, {
    some: 'Part of this feedback named the marking guide, so it is not shown.',
    all: 'The feedback named the marking guide, so it is not shown.',
  })(marking.feedback);
  const followUp =
    marking.followUp === null
      ? null
      : guideRedactor(source)(marking.followUp) === marking.followUp
        ? marking.followUp
        : FOLLOW_UP_INSTEAD;
  return { score: marking.score, feedback, followUp };
}

/**
 * Viva practice on a level a teacher opened: questions on the topics of its paper, one at a time
 * against a clock, each answer marked with feedback (by the configured model, else the built-in
 * examiner) and a follow-up when thin, ending in a summary. Practice only: nothing here writes an
 * exam mark. Nothing of the marking guide reaches the student (a model's words pass the
 * redaction); every viva is kept for the institution's teachers to read.
 */
@Injectable()
export class VivaService {
  /** Questions whose answer this process is transcribing or marking now. */
  private readonly answering = new Set<string>();

  constructor(
    private readonly transactions: Transactions,
    private readonly vivas: VivaSessionsRepository,
    private readonly attempts: AttemptsRepository,
    private readonly levels: LevelsRepository,
    private readonly papers: PapersRepository,
    private readonly institutions: InstitutionsRepository,
    private readonly users: UsersRepository,
    @Inject(CHAT_CLIENT) private readonly client: ChatClient | null,
    @Inject(SPEECH_TRANSCRIBER) private readonly speech: SpeechTranscriber | null,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether the student may practise on the level, how they may answer, and their vivas. */
  async availability(caller: AuthUser, levelId: string) {
    const student = studentOf(caller);
    const level = await this.levels.findSittable(student, levelId);
    if (!level) throw notFound('Exam level not found');
    const [settings, sessions] = await Promise.all([
      this.institutions.tutorSettings(student),
      this.vivas.ofStudentOnLevel(student, levelId),
    ]);
    const turnsOf = byViva(
      await this.vivas.turns(
        student,
        sessions.map((session) => session.id),
      ),
    );
    return VivaAvailabilityResponse.parse({
      data: {
        enabled: level.vivaEnabled,
        recording: this.speech !== null,
        browserSpeech: settings.browserSpeech,
        questions: VIVA_QUESTIONS,
        answerSeconds: VIVA_ANSWER_SECONDS,
        sessions: sessions.map((session) => ({
          id: session.id,
          finished: session.finishedAt !== null,
          startedAt: session.startedAt.toISOString(),
          score: scoreOf(session, turnsOf(session.id)),
        })),
      },
    });
  }

  /** Starts a viva on the level, or returns the student's unfinished one (`created` false). */
  async start(caller: AuthUser, levelId: string) {
    const student = studentOf(caller);
    const level = await this.levels.findSittable(student, levelId);
    if (!level) throw notFound('Exam level not found');
    if (!level.vivaEnabled) throw forbidden(VIVA_MESSAGES.off);
    await this.checkPaperSeen(student, level);
    const { vivaId, created } = await this.transactions.run(async (tx) => {
      // Locking the student serialises their starts: two at once cannot open two vivas.
      const locked = await this.users.lockStudent(student, tx);
      if (!locked) throw notFound('Student not found');
      if (locked.xp < level.xpRequired) {
        throw forbidden(
          `This level is locked: you need ${level.xpRequired - locked.xp} more XP to unlock it`,
        );
      }
      const open = await this.vivas.openOnLevel(student, levelId, tx);
      if (open) return { vivaId: open, created: false };
      const now = new Date();
      const started = await this.vivas.startedSince(student, startOfUtcDay(now), tx);
      checkDailyAllowance(started, VIVA_DAILY_LIMIT, VIVA_MESSAGES.dailyLimit, now);
      const topics = pickTopics(
        await this.papers.guidesOf(student, { paperId: level.paperId }, tx),
        VIVA_QUESTIONS,
      );
      if (topics.length === 0) throw conflict("The level's paper has no questions to ask");
      const id = await this.vivas.create(
        student,
        {
          levelId,
          mode: this.client ? 'model' : 'offline',
          questionIds: topics.map((topic) => topic.id),
        },
        this.questionTurn(topics, 0, 0),
        tx,
      );
      return { vivaId: id, created: true };
    });
    return { created, session: await this.view(student, vivaId) };
  }

  /**
   * A viva asks the paper's own questions: on a test (limited attempts, or not yet open) only
   * once the student has sat it, so practice never shows a paper before its exam.
   */
  private async checkPaperSeen(
    student: StudentScope,
    level: { levelId: string; attemptsAllowed: number | null; opensAt: Date | null },
  ) {
    const now = new Date();
    if (vivaShowsPaper(level, false, now)) return;
    const attempts = await this.attempts.onLevel(student, level.levelId);
    const hasSat = attempts.some((attempt) => attempt.status !== 'in_progress');
    if (!vivaShowsPaper(level, hasSat, now)) throw forbidden(VIVA_MESSAGES.notSat);
  }

  /** A viva: the student's own (its overdue question closed first), or any for a teacher. */
  async get(caller: AuthUser, vivaId: string) {
    const reader = readerOf(caller);
    if ('studentId' in reader) await this.closeOverdue(reader, vivaId);
    return this.view(reader, vivaId);
  }

  /** A typed answer, or one the browser's speech recognition heard (if the institution allows). */
  async answer(caller: AuthUser, vivaId: string, { turnId, text, way }: VivaAnswerBody) {
    const student = studentOf(caller);
    if (way === 'browser_speech') {
      const { browserSpeech } = await this.institutions.tutorSettings(student);
      if (!browserSpeech) throw forbidden(VIVA_MESSAGES.noBrowserSpeech);
    }
    return this.respond(student, { vivaId, turnId }, text, way);
  }

  /**
   * A spoken answer: the recording goes to the provider's transcription endpoint (never stored,
   * and sent with no name), and its words are answered as a typed answer is.
   */
  async recording(
    caller: AuthUser,
    target: { vivaId: string; turnId: string },
    audio: VivaRecording | undefined,
  ) {
    const receivedAt = new Date();
    const student = studentOf(caller);
    // Whose viva first: another student learns nothing of it, not even the configuration.
    const { asked } = await this.askedOf(student, target);
    if (!this.speech) throw conflict(VIVA_MESSAGES.noRecording);
    if (!audio || audio.buffer.length === 0) throw invalid('audio is required');
    if (!audio.mimetype.startsWith('audio/') && audio.mimetype !== 'video/webm') {
      throw invalid('audio must be an audio recording');
    }
    // On time is when the recording arrived: transcribing it takes none of the student's time.
    // Too late, it is refused before any cost.
    if (isLate(asked, receivedAt)) return this.refuseLate(student, target.vivaId);
    const language = await studentLanguage(this.users, student, student.studentId);
    const words = await this.onceAtATime(target.turnId, async () => {
      try {
        // A name of our own: the file's name on the student's device may name them.
        const type = audio.mimetype.split(';')[0]!;
        return await this.speech!.transcribe({
          bytes: audio.buffer,
          mimeType: audio.mimetype,
          fileName: `answer.${type.split('/')[1]?.replace(/[^a-z0-9]/g, '') || 'webm'}`,
          language,
        });
      } catch (error) {
        if (error instanceof ProviderError) throw unavailable(VIVA_MESSAGES.unavailable);
        throw error;
      }
    });
    if (!words.trim()) throw invalid(VIVA_MESSAGES.notHeard);
    return this.respond(student, target, words.trim(), 'recorded', receivedAt);
  }

  /**
   * One paid call per question at a time in this process: a second answer to a question whose
   * first is still being transcribed or marked is refused at once rather than paid for twice.
   */
  private async onceAtATime<T>(turnId: string, work: () => Promise<T>): Promise<T> {
    if (this.answering.has(turnId)) throw conflict(VIVA_MESSAGES.answered);
    this.answering.add(turnId);
    try {
      return await work();
    } finally {
      this.answering.delete(turnId);
    }
  }

  /** The level's vivas for its teachers: who practised, and how each question went. */
  async ofLevel(caller: AuthUser, levelId: string) {
    const scope = tenantOf(caller);
    const level = await this.levels.findById(scope, levelId);
    if (!level) throw notFound('Level not found');
    const [sessions, questions] = await Promise.all([
      this.vivas.ofLevel(scope, levelId),
      this.vivas.questionsAsked(scope, levelId),
    ]);
    const turns = await this.vivas.turns(
      scope,
      sessions.map((session) => session.id),
    );
    const turnsOf = byViva(turns);
    const answeredOn = new Map<string, VivaTurnRecord[]>();
    for (const turn of turns) {
      if (turn.questionId === null || turn.answeredAt === null) continue;
      answeredOn.set(turn.questionId, [...(answeredOn.get(turn.questionId) ?? []), turn]);
    }
    return LevelVivasResponse.parse({
      data: {
        enabled: level.vivaEnabled,
        sessions: sessions.map((session) => {
          const own = turnsOf(session.id);
          return {
            id: session.id,
            student: queuedStudent(session),
            mode: session.mode,
            finished: session.finishedAt !== null,
            startedAt: session.startedAt.toISOString(),
            answered: own.filter((turn) => turn.answeredAt !== null).length,
            score: scoreOf(session, own),
          };
        }),
        questions: questions
          .map((question) => {
            const asked = answeredOn.get(question.id) ?? [];
            const firsts = asked.filter((turn) => turn.kind === 'question');
            const mean =
              firsts.reduce((sum, turn) => sum + (turn.score ?? 0), 0) / Math.max(1, firsts.length);
            return {
              questionId: question.id,
              number: question.number,
              text: question.text,
              answers: firsts.length,
              averageScore: Math.round(mean),
              followUps: asked.length - firsts.length,
            };
          })
          .filter((question) => question.answers > 0)
          .sort((a, b) => a.averageScore - b.averageScore || a.number - b.number),
      },
    });
  }

  /** A teacher opens or closes viva practice on a level. */
  async setLevel(caller: AuthUser, levelId: string, { enabled }: VivaLevelSettings) {
    if (!(await this.levels.setViva(tenantOf(caller), levelId, enabled))) {
      throw notFound('Level not found');
    }
    return this.ofLevel(caller, levelId);
  }

  /**
   * The viva and its asked question, or the refusal of an answer to it: the viva has ended, or
   * the answer is to a question no longer asked (sent twice, or the clock moved on).
   */
  private async askedOf(
    student: StudentScope,
    { vivaId, turnId }: { vivaId: string; turnId: string },
    tx?: Tx,
  ) {
    const viva = await this.vivas.find(student, vivaId, tx, tx !== undefined);
    if (!viva) throw notFound('Viva not found');
    const turns = await this.vivas.turns(student, [vivaId], tx);
    const asked = askedTurn(turns);
    if (viva.finishedAt !== null) throw conflict(VIVA_MESSAGES.finished);
    if (!turns.some((turn) => turn.id === turnId))
      throw notFound('Question not found in this viva');
    if (asked?.id !== turnId) throw conflict(VIVA_MESSAGES.answered);
    return { viva, turns, asked };
  }

  /**
   * Marks the answer to the asked question and asks the next. The marking runs outside any
   * transaction (a model may take seconds); it is recorded only if the question is still the
   * one asked, with the viva locked.
   */
  private async respond(
    student: StudentScope,
    target: { vivaId: string; turnId: string },
    text: string,
    way: VivaAnswerWay,
    receivedAt = new Date(),
  ) {
    const { vivaId } = target;
    const { viva, turns, asked } = await this.askedOf(student, target);
    if (isLate(asked, receivedAt)) return this.refuseLate(student, vivaId);
    const topics = await this.topicsOf(student, viva);
    const topic = topics[asked.topic - 1];
    const answered = topic
      ? await this.onceAtATime(`${asked.id}:mark`, () =>
          this.mark(student, viva, topic, turns, asked, text),
        )
      : { score: 0, feedback: 'This question is no longer on the paper.', followUp: null };

    // Of two answers to one question marked at once, the first recorded stands.
    await this.transactions.run(async (tx) => {
      await this.askedOf(student, target, tx);
      await this.record(student, viva, topics, asked, { text, way, ...answered }, tx);
    });
    return this.view(student, vivaId);
  }

  /** An answer past its time and grace: the question is closed (the next asked), and 409. */
  private async refuseLate(student: StudentScope, vivaId: string): Promise<never> {
    await this.closeOverdue(student, vivaId);
    throw conflict(VIVA_MESSAGES.timeUp);
  }

  /** Closes the asked question when its time and grace are over, asking the next. */
  private async closeOverdue(student: StudentScope, vivaId: string) {
    await this.transactions.run(async (tx) => {
      const viva = await this.vivas.find(student, vivaId, tx, true);
      if (!viva || viva.finishedAt !== null) return;
      const asked = askedTurn(await this.vivas.turns(student, [vivaId], tx));
      if (!asked || !isLate(asked, new Date())) return;
      const topics = await this.topicsOf(student, viva, tx);
      await this.record(
        student,
        viva,
        topics,
        asked,
        { text: '', way: null, score: 0, feedback: TIME_RAN_OUT, followUp: null },
        tx,
      );
    });
  }

  /** Records an answer and asks what comes next: its follow-up, the next topic, or the end. */
  private async record(
    student: StudentScope,
    viva: VivaRecord,
    topics: readonly (VivaTopic | undefined)[],
    asked: VivaTurnRecord,
    answer: VivaMarking & { text: string; way: VivaAnswerWay | null },
    tx: Tx,
  ) {
    const now = new Date();
    await this.vivas.answer(
      student,
      asked.id,
      {
        answer: answer.text || null,
        way: answer.text ? answer.way : null,
        answeredAt: now,
        score: answer.score,
        feedback: answer.feedback,
      },
      tx,
    );
    const next: VivaTurnToAsk | undefined =
      answer.followUp !== null && asked.kind === 'question'
        ? {
            position: asked.position + 1,
            kind: 'follow_up',
            topic: asked.topic,
            questionId: asked.questionId,
            question: answer.followUp,
            dueAt: dueFrom(now),
          }
        : asked.topic < viva.questionIds.length
          ? this.questionTurn(topics, asked.topic, asked.position + 1)
          : undefined;
    if (next) await this.vivas.ask(student, viva.id, next, tx);
    else await this.vivas.finish(student, viva.id, now, tx);
  }

  /** The question on topic `index` (0-based), asked now. */
  private questionTurn(
    topics: readonly (VivaTopic | undefined)[],
    index: number,
    position: number,
  ): VivaTurnToAsk {
    const topic = topics[index];
    return {
      position,
      kind: 'question',
      topic: index + 1,
      questionId: topic?.id ?? null,
      question: topic
        ? vivaQuestion(topic)
        : 'This question is no longer on the paper: answer with anything to go on.',
      dueAt: dueFrom(new Date()),
    };
  }

  /** The viva's topics in the order asked; undefined where the paper lost the question. */
  private async topicsOf(student: StudentScope, viva: VivaRecord, tx?: Tx) {
    const guides = await this.papers.guidesOf(student, { questionIds: viva.questionIds }, tx);
    return viva.questionIds.map((id) => guides.find((guide) => guide.id === id));
  }

  /**
   * The answer's marking: by the model in a model viva, else the built-in examiner. A follow-up's
   * answer is marked with the topic's first answer, as one answer said in two parts.
   */
  private async mark(
    student: StudentScope,
    viva: VivaRecord,
    topic: VivaTopic,
    turns: readonly VivaTurnRecord[],
    asked: VivaTurnRecord,
    text: string,
  ): Promise<VivaMarking> {
    const onTopic = turns.filter((turn) => turn.topic === asked.topic);
    const kind = asked.kind;
    if (!text.trim()) return { score: 0, feedback: 'No answer was given.', followUp: null };
    if (viva.mode === 'offline' || !this.client) {
      const said = [...onTopic.slice(0, -1).map((turn) => turn.answer ?? ''), text].join('\n');
      return markOffline(topic, said, kind);
    }
    const language = await studentLanguage(this.users, student, student.studentId);
    const said = onTopic.map((turn) => ({
      question: turn.question,
      answer: turn.id === asked.id ? text : (turn.answer ?? ''),
    }));
    const marking = await markWithModel(
      this.client,
      this.config.OPENAI_MODEL!,
      examinerMessages(topic, said, language),
      kind === 'follow_up',
    );
    return withoutGuide(topic, marking);
  }

  private async view(reader: ReaderScope, vivaId: string) {
    const viva = await this.vivas.find(reader, vivaId);
    if (!viva) throw notFound('Viva not found');
    const turns = await this.vivas.turns(reader, [vivaId]);
    return VivaSessionResponse.parse({ data: vivaView(viva, turns) });
  }
}
