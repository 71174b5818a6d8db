import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';

/** The version tag of the code format: `MWB1.<booklet>.<page>.<signature>`. */
const PREFIX = 'MWB1';
/** 96 bits of HMAC: a forged code is refused without making the QR code much denser. */
const SIGNATURE_BYTES = 12;

export type BookletPlace = { bookletId: string; pageNumber: number };

/** What a scanned code says: a place, a well-formed code with a wrong signature, or nothing of ours. */
export type ReadCode =
  { kind: 'valid'; place: BookletPlace } | { kind: 'forged' } | { kind: 'foreign' };

/**
 * The codes printed on each booklet page: the booklet's id and the page number, signed with a key
 * derived from the JWT secret for this use only. A code copied from another page still names that
 * page; one made up or edited is refused; the booklet id is compact (base64url of its 16 bytes)
 * so the QR code stays small enough to read from a phone photo.
 */
@Injectable()
export class BookletCodes {
  private readonly key: Buffer;

  constructor(@Inject(CONFIG) config: Pick<RuntimeConfig, 'jwtSecret'>) {
    this.key = createHmac('sha256', config.jwtSecret).update('markwise:booklet-code:v1').digest();
  }

  codeOf(place: BookletPlace): string {
    const body = `${PREFIX}.${compactId(place.bookletId)}.${place.pageNumber}`;
    return `${body}.${this.sign(body)}`;
  }

  read(text: string | null): ReadCode {
    const match = text
      ? /^MWB1\.([A-Za-z0-9_-]{22})\.(\d{1,3})\.([A-Za-z0-9_-]{16})$/.exec(text.trim())
      : null;
    if (!match) return { kind: 'foreign' };
    const [, id, page, signature] = match;
    const expected = Buffer.from(this.sign(`${PREFIX}.${id}.${page}`));
    const given = Buffer.from(signature!);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { kind: 'forged' };
    }
    return { kind: 'valid', place: { bookletId: uuidOf(id!), pageNumber: Number(page) } };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key)
      .update(body)
      .digest()
      .subarray(0, SIGNATURE_BYTES)
      .toString('base64url');
  }
}

const compactId = (uuid: string) =>
  Buffer.from(uuid.replaceAll('-', ''), 'hex').toString('base64url');

function uuidOf(compact: string): string {
  const hex = Buffer.from(compact, 'base64url').toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
