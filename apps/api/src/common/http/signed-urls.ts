import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Expiries are rounded up to this step, so that reading the same list twice within it gives the
 * same URLs and the browser's cached image serves again (the marking desk reads its list after
 * every decision). A URL then lives between the TTL and the TTL plus this step.
 */
const EXPIRY_STEP_SECONDS = 5 * 60;

/**
 * Short-lived signed URLs for files an <img> loads (it cannot send a bearer header). The signature
 * binds the path and the expiry; its key is derived from the JWT secret for one `purpose` only, so
 * a signature can never pass for a token, for another purpose's URL, or the reverse.
 */
export class SignedUrls {
  private readonly key: Buffer;

  constructor(
    secret: string,
    purpose: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createHmac('sha256', secret).update(purpose).digest();
  }

  signedUrl(path: string, now = new Date()): string {
    const earliest = Math.floor(now.getTime() / 1000) + this.ttlSeconds;
    const exp = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    return `${path}?exp=${exp}&sig=${this.sign(path, exp)}`;
  }

  /** True when `sig` was made by signedUrl for this path and `exp` has not passed. */
  verify(path: string, exp: number, sig: string, now = new Date()): boolean {
    if (exp * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(this.sign(path, exp));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(path: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${path}\n${exp}`).digest('base64url');
  }
}
