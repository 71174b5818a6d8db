import { createHmac } from 'node:crypto';

/** The claims of a real access token, decoded without verifying: what a forger starts from. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A JWT built by hand, so that every header a forger might try can be sent: any `alg` (signed with
 * HMAC of the matching size whatever the name says, or unsigned for `none`), any `typ`, any claims.
 */
export function forgeToken(options: {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  secret: string;
}): string {
  const signingInput = `${b64(options.header)}.${b64(options.payload)}`;
  if (options.header.alg === 'none') return `${signingInput}.`;
  const bits = /(256|384|512)$/.exec(String(options.header.alg))?.[1] ?? '256';
  const signature = createHmac(`sha${bits}`, options.secret).update(signingInput).digest();
  return `${signingInput}.${signature.toString('base64url')}`;
}
