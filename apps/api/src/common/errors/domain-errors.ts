/**
 * Errors services throw. They say what went wrong in the domain's words; the error filter alone
 * decides the HTTP status, so services never import HTTP exceptions.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'too_many_requests'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Seconds until the client may try again (too_many_requests). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooLarge = (message: string) => new DomainError('too_large', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new DomainError('too_many_requests', message, retryAfterSeconds);
export const unavailable = (message: string) => new DomainError('unavailable', message);
