import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { apiRoutes, SaveAnswerRequest, uuidField, type Role } from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ROLES } from '../../common/auth/decorators.js';
import { malformedJson } from '../../common/errors/error-filter.js';
import { COMPRESSION_THRESHOLD_BYTES } from '../../common/http/whole-body-compression.js';
import type { NodeMiddleware } from '../../http-security.js';
import { SessionAuthenticator } from '../auth/session-authenticator.js';
import { AnswersService } from './answers.service.js';
import { AttemptsController } from './attempts.controller.js';

/** `/api` + the autosave's route, its two ids captured. */
const AUTOSAVE_PATH = new RegExp(
  `^/api${apiRoutes.attempts.answer.replace(/:\w+/g, '([^/?#]+)')}$`,
);
/**
 * Larger bodies go the full way: the answer comes back in the reply, and a reply past the
 * compression threshold is compressed there. Room is left for the reply's other fields.
 */
const BODY_LIMIT_BYTES = COMPRESSION_THRESHOLD_BYTES - 1_024;
const SESSION_ID = uuidField('sessionId');
const QUESTION_ID = uuidField('questionId');

/**
 * An exam's autosave, every student's every few seconds, answered in front of Express and Nest:
 * their per-request chain cost more than the save's own two statements (`pnpm bench`, exam day).
 * Only the ordinary case is answered here: a plain JSON body of the usual size, a signed-in student of
 * a live session, an attempt that takes the save. Anything else (another route, a refusal, a
 * bad body, an error) goes on to the full stack with the body already read, and the route there
 * answers it as it always did; so the access rules, validation and errors stay in one place and
 * this path adds none. A save found refused here is tried again there, which finds out why.
 * Malformed JSON is the one refusal answered here (with the full stack's answer): the body it
 * would parse has been read.
 *
 * `everyResponse` is what the full stack's middleware does to each response (access log,
 * headers); it runs here only for a reply this path sends.
 */
export function installAutosaveFastPath(
  app: NestExpressApplication,
  options: {
    everyResponse: readonly NodeMiddleware[];
    /** With cross-origin callers configured, a request with an Origin goes the full way (CORS). */
    crossOrigin: boolean;
  },
) {
  const server = app.getHttpServer() as Server;
  const fullStack = app.getHttpAdapter().getInstance() as RequestListener;
  const route = AttemptsController.prototype.saveAnswer;
  const roles = app.get(Reflector).get<Role[] | undefined>(ROLES, route) ?? [];
  server.removeAllListeners('request');
  server.on(
    'request',
    autosaveFastPath({
      ...options,
      sessions: app.get(SessionAuthenticator),
      answers: app.get(AnswersService),
      roles,
      fullStack,
    }),
  );
}

function autosaveFastPath(options: {
  sessions: SessionAuthenticator;
  answers: AnswersService;
  everyResponse: readonly NodeMiddleware[];
  crossOrigin: boolean;
  /** Who may save: the route's own @Roles. */
  roles: readonly Role[];
  fullStack: RequestListener;
}): RequestListener {
  const { sessions, answers, everyResponse, crossOrigin, roles, fullStack } = options;

  const handOver = (request: IncomingMessage, response: ServerResponse, body: unknown) => {
    // body-parser skips a request whose body has been read: the route gets the one read here.
    Object.assign(request, { body });
    fullStack(request, response);
  };

  return (request, response) => {
    const ids = request.method === 'PUT' ? AUTOSAVE_PATH.exec(request.url ?? '') : null;
    const length = Number(request.headers['content-length']);
    if (
      !ids ||
      !(length > 0 && length <= BODY_LIMIT_BYTES) ||
      !isJson(request.headers['content-type']) ||
      // A compressed body is inflated by the full stack's parser; this path reads plain JSON only.
      request.headers['content-encoding'] !== undefined ||
      (crossOrigin && request.headers.origin !== undefined) ||
      !SESSION_ID.safeParse(ids[1]).success ||
      !QUESTION_ID.safeParse(ids[2]).success
    ) {
      return fullStack(request, response);
    }
    const target = { sessionId: ids[1]!, questionId: ids[2]! };
    readBody(request, length)
      .then(async (text) => {
        const body = parseStrictJson(text);
        if (body === undefined) {
          const refusal = malformedJson();
          return reply(request, response, everyResponse, refusal.statusCode, refusal);
        }
        const saved = await trySave(request, target, body);
        if (!saved) return handOver(request, response, body);
        reply(request, response, everyResponse, 200, { data: saved });
      })
      // A client gone mid-body; nothing else here throws (the full stack answers its own errors).
      .catch(() => response.destroy());
  };

  async function trySave(
    request: IncomingMessage,
    target: { sessionId: string; questionId: string },
    body: unknown,
  ) {
    const parsed = SaveAnswerRequest.safeParse(body);
    if (!parsed.success) return undefined;
    let caller: AuthUser;
    try {
      caller = await sessions.authenticate(request.headers.authorization);
    } catch {
      return undefined;
    }
    if (!roles.includes(caller.role)) return undefined;
    return answers.trySaveText(caller, target, parsed.data.answerText).catch(() => undefined);
  }
}

/** JSON in UTF-8, the only charset the full stack's parser reads. */
function isJson(contentType: string | undefined): boolean {
  const type = contentType?.toLowerCase().replace(/\s/g, '');
  return type === 'application/json' || type === 'application/json;charset=utf-8';
}

/** An object or array, as the full stack's parser (strict) accepts; undefined for anything else. */
function parseStrictJson(text: string): object | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The body, `length` bytes as the header said; rejects if the client sends other than that. */
function readBody(request: IncomingMessage, length: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > length) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () =>
      received === length ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error()),
    );
    request.on('error', reject);
  });
}

function reply(
  request: IncomingMessage,
  response: ServerResponse,
  everyResponse: readonly NodeMiddleware[],
  status: number,
  body: unknown,
) {
  const send = () => {
    const json = JSON.stringify(body);
    response.statusCode = status;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    // As the compression middleware marks every JSON answer, compressed or not.
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Content-Length', Buffer.byteLength(json));
    response.end(json);
  };
  // Each middleware, in order, as the full stack runs them; these only set headers and listen.
  const run = (index: number) =>
    index === everyResponse.length
      ? send()
      : everyResponse[index]!(request, response, () => run(index + 1));
  run(0);
}
