import { HttpException, type ArgumentsHost } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { ErrorFilter } from './error-filter.js';

/** The body the filter answers for an exception, through a stand-in for Express's response. */
function answer(exception: unknown) {
  let body: unknown;
  const response = {
    setHeader: () => response,
    status: () => response,
    json: (sent: unknown) => (body = sent),
  };
  const host = {
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ url: '/' }) }),
  } as unknown as ArgumentsHost;
  new ErrorFilter(createLogger('silent')).catch(exception, host);
  return body as { statusCode: number; error: string };
}

describe('ErrorFilter reason phrases', () => {
  // The `error` field is node:http's phrase; clients may match on these, so a Node release that
  // renamed one (RFC 9110 says "Content Too Large" for 413) must show up here.
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [409, 'Conflict'],
    [413, 'Payload Too Large'],
    [415, 'Unsupported Media Type'],
    [429, 'Too Many Requests'],
    [500, 'Internal Server Error'],
    [503, 'Service Unavailable'],
  ])('answers %i with "%s"', (status, phrase) => {
    expect(answer(new HttpException('x', status))).toMatchObject({
      statusCode: status,
      error: phrase,
    });
  });

  it('answers "Error" for a status without a standard phrase', () => {
    expect(answer(new HttpException('x', 499)).error).toBe('Error');
  });
});
