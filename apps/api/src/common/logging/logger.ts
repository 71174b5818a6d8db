import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** `destination` is for tests that read the log; the app writes to standard output. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'markwise-api' },
    // Never log credentials or tokens, wherever they appear.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.token',
        '*.refreshToken',
      ],
      remove: true,
    },
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Errors without the values a failed statement carried: Drizzle puts them in `params` and in the
 * message ("Failed query: …\nparams: a@b.c,…"), PostgreSQL in `detail` ("Key (email)=(…)"), and
 * they can be a student's name or email. Causes are cleaned the same way.
 */
function serializeError(error: unknown) {
  return withoutValues(pino.stdSerializers.err(error as Error));
}

const PARAMS_LINE = /\nparams: [^\n]*/g;

function withoutValues(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(PARAMS_LINE, '\nparams: [redacted]');
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== 'params' && key !== 'detail' && key !== 'parameters')
      .map(([key, inner]) => [key, withoutValues(inner)]),
  );
}

/** Query values in the access log: ids and page numbers help; a search term or signature does not. */
const LOGGED_QUERY_VALUES = new Set(['page', 'limit', 'status', 'class', 'exam_date', 'year']);

/** The URL with the value of every query parameter outside LOGGED_QUERY_VALUES replaced. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const params = new URLSearchParams(url.slice(start + 1));
  const kept = [...params].map(([key, value]): [string, string] =>
    LOGGED_QUERY_VALUES.has(key) ? [key, value] : [key, '[redacted]'],
  );
  return `${url.slice(0, start)}?${new URLSearchParams(kept).toString()}`;
}

const REQUEST_ID = /^[\w-]{1,64}$/;

type LogLevel = 'info' | 'warn' | 'error';

declare module 'node:http' {
  // Merged into Node's declaration, which only an interface can do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface IncomingMessage {
    /** The request's id, set by requestLogger (sent back as X-Request-Id, logged). */
    id?: string;
  }
}

/**
 * JSON access log with one request id per request, echoed back as X-Request-Id: one line when the
 * response ends (`request completed`, or `request aborted` when the client went away first), with
 * the same fields pino-http wrote. Written with the logger itself rather than pino-http, whose
 * child logger per request serialised the request up front even when the line was not logged.
 */
export function requestLogger(logger: Logger) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const incoming = request.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    request.id = id;
    response.setHeader('X-Request-Id', id);
    const started = Date.now();
    const { method, url = '' } = request;
    const onEnd = () => {
      response.off('finish', onEnd);
      response.off('close', onEnd);
      const status = response.statusCode;
      const level: LogLevel = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const fields = {
        req: { id, method, url: redactUrl(url) },
        res: { statusCode: status },
        responseTime: Date.now() - started,
      };
      if (status >= 500) {
        logger.error(
          { ...fields, err: new Error(`failed with status code ${status}`) },
          'request errored',
        );
      } else {
        logger[level](fields, response.writableEnded ? 'request completed' : 'request aborted');
      }
    };
    response.on('finish', onEnd);
    response.on('close', onEnd);
    next();
  };
}

/** Nest's start-up chatter: one line per module and route, useful only when debugging. */
const BOOTSTRAP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** Routes Nest's own messages (bootstrap, route mapping) into the same JSON log. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    const level = context && BOOTSTRAP_CONTEXTS.has(context) ? 'debug' : 'info';
    this.logger[level]({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
