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
