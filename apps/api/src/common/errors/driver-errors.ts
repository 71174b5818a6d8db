/**
 * Driver errors arrive wrapped: Drizzle puts the pg or PGlite error in `cause`. These read through
 * that chain, so no caller needs to know how deep the PostgreSQL fields sit.
 */
function* causeChain(error: unknown): Generator<Record<string, unknown>> {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The first error code in the chain (a PostgreSQL SQLSTATE such as '23505'). */
export function errorCode(error: unknown): string | undefined {
  for (const link of causeChain(error)) {
    if (typeof link.code === 'string') return link.code;
  }
  return undefined;
}

/** The name of the constraint the statement broke, when the driver reports one. */
export function violatedConstraint(error: unknown): string | undefined {
  for (const link of causeChain(error)) {
    if (typeof link.constraint === 'string') return link.constraint;
  }
  return undefined;
}

/** A PostgreSQL unique violation (23505). */
export const isUniqueViolation = (error: unknown) => errorCode(error) === '23505';

/** A foreign-key error on delete ("is still referenced") rather than on insert. */
export function isStillReferenced(error: unknown): boolean {
  for (const link of causeChain(error)) {
    const texts = [link.detail, link.message];
    if (texts.some((text) => typeof text === 'string' && text.includes('still referenced'))) {
      return true;
    }
  }
  return false;
}

/**
 * Codes of a database that cannot be reached right now rather than of a bad query: the socket's
 * (refused, reset, timed out, name lookup) and PostgreSQL's shutdown and start-up states (57P01
 * admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 53300 too many connections);
 * class 08 (connection exception) is matched by prefix.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** node-postgres's own words when the server went away under a client (no code attached). */
const UNAVAILABLE_MESSAGE = /Connection terminated|Client has encountered a connection error/;

/** The database is away (stopped, restarting, unreachable): the request may succeed later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of causeChain(error)) {
    const code = link.code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (typeof link.message === 'string' && UNAVAILABLE_MESSAGE.test(link.message)) return true;
  }
  return false;
}
