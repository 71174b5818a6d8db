import { STATUS_CODES } from 'node:http';
import {
  Catch,
  HttpException,
  HttpStatus,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import type { ErrorResponse } from '@markwise/contract';
import type { Request, Response } from 'express';
import { redactUrl, type Logger } from '../logging/logger.js';
import { DomainError, type DomainErrorKind } from './domain-errors.js';
import { errorCode, isDatabaseUnavailable, isStillReferenced } from './driver-errors.js';

const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  too_many_requests: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

/** PostgreSQL error codes that are the client's fault, with what to tell them. */
const PG_CODES: Record<string, { status: number; message: string }> = {
  '23505': { status: HttpStatus.CONFLICT, message: 'A record with these values already exists' },
  '23503': { status: HttpStatus.BAD_REQUEST, message: 'A referenced record does not exist' },
  '22P02': { status: HttpStatus.BAD_REQUEST, message: 'A value has the wrong format' },
  '22001': { status: HttpStatus.BAD_REQUEST, message: 'A value is too long' },
  '22003': { status: HttpStatus.BAD_REQUEST, message: 'A number is out of range' },
  // PostgreSQL text and jsonb cannot hold the NUL character (U+0000), which JSON can carry.
  '22021': {
    status: HttpStatus.BAD_REQUEST,
    message: 'A value contains a character that is not allowed',
  },
  '22P05': {
    status: HttpStatus.BAD_REQUEST,
    message: 'A value contains a character that is not allowed',
  },
};

/** Seconds a client is told to wait when the database is away (a restart takes a few). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The one place that turns any failure into `{ statusCode, message, error }`. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const body = this.toBody(exception);

    if (body.statusCode >= 500) {
      this.logger.error(
        { err: exception, reqId: request.id, url: redactUrl(request.url) },
        'request failed',
      );
    }
    if (exception instanceof DomainError && exception.retryAfterSeconds !== undefined) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    } else if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) {
      response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorResponse {
    if (exception instanceof DomainError) {
      return shape(STATUS_OF[exception.kind], exception.message);
    }
    if (exception instanceof HttpException) {
      return fromHttpException(exception);
    }
    const code = errorCode(exception);
    if (code === '23503' && isStillReferenced(exception)) {
      return shape(
        HttpStatus.CONFLICT,
        'It is still in use by other records and cannot be deleted',
      );
    }
    const known = code ? PG_CODES[code] : undefined;
    if (known) return shape(known.status, known.message);
    // A database restart is not the request's fault nor a bug: tell the client to come back.
    if (isDatabaseUnavailable(exception)) {
      return shape(
        HttpStatus.SERVICE_UNAVAILABLE,
        'The service is temporarily unavailable. Please try again shortly.',
      );
    }
    return shape(HttpStatus.INTERNAL_SERVER_ERROR, 'Something went wrong. Please try again later.');
  }
}

/** The answer to a request body that does not parse as JSON. */
export const malformedJson = () => shape(HttpStatus.BAD_REQUEST, 'Request body is not valid JSON');

function shape(statusCode: number, message: string | string[]): ErrorResponse {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
}

function fromHttpException(exception: HttpException): ErrorResponse {
  const statusCode = exception.getStatus();
  // Nest wraps body-parser and multer failures; their own messages are terse or technical.
  const cause = exception.cause as { code?: unknown; field?: unknown } | undefined;
  if (exception.cause instanceof SyntaxError) return malformedJson();
  if (cause?.code === 'LIMIT_FILE_SIZE' && typeof cause.field === 'string') {
    return shape(statusCode, `${cause.field} is too large`);
  }
  const response = exception.getResponse();
  if (typeof response === 'string') return shape(statusCode, response);
  const message = (response as { message?: unknown }).message;
  const text =
    typeof message === 'string' ||
    (Array.isArray(message) && message.every((m) => typeof m === 'string'))
      ? (message as string | string[])
      : exception.message;
  return shape(statusCode, text);
}
