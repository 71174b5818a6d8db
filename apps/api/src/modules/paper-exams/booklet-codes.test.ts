import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BookletCodes } from './booklet-codes.js';

describe('booklet page codes', () => {
  const codes = new BookletCodes({ jwtSecret: 'a-secret-for-this-installation' });
  const place = { bookletId: randomUUID(), pageNumber: 7 };

  it('read back as the booklet and page they were made for', () => {
    expect(codes.read(codes.codeOf(place))).toEqual({ kind: 'valid', place });
  });

  it('stay short enough for a small QR code', () => {
    expect(codes.codeOf({ ...place, pageNumber: 100 }).length).toBeLessThanOrEqual(50);
  });

  it('refuse a code whose page or booklet was edited, or that another installation signed', () => {
    const code = codes.codeOf(place);
    const otherPage = code.replace('.7.', '.8.');
    expect(codes.read(otherPage)).toEqual({ kind: 'forged' });
    const otherBooklet = codes.codeOf({ ...place, bookletId: randomUUID() }).split('.');
    expect(codes.read([...otherBooklet.slice(0, 3), code.split('.')[3]].join('.'))).toEqual({
      kind: 'forged',
    });
    const elsewhere = new BookletCodes({ jwtSecret: 'another-installation' });
    expect(codes.read(elsewhere.codeOf(place))).toEqual({ kind: 'forged' });
  });

  it('take anything else for a code that is not one of ours', () => {
    for (const text of [
      null,
      '',
      'https://example.com',
      'MWB1.short.1.sig',
      `${codes.codeOf(place)}x`,
    ]) {
      expect(codes.read(text)).toEqual({ kind: 'foreign' });
    }
  });
});
