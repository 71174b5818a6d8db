import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  renderPdfPages,
  SCAN_DPI,
  scanLike,
  testBookletPdf,
} from '../../../test/support/scan-simulator.js';
import { answerArea, QR_SIZE, qrOrigin } from './booklet-layout.js';
import { answerAreaIn, readScannedPage } from './read-page.js';

// As long as a real booklet's codes (~45 characters): a version 4 symbol, ~4.5 px modules.
const CODE = `MW1.B7.P2.${'x'.repeat(30)}72`;
const px = (points: number) => (points * SCAN_DPI) / 72;
const LINES = [
  'Entropy of an isolated system never decreases.',
  'dS = dQ / T for a reversible process, so heat',
  'flowing from hot to cold raises the total entropy.',
  'Q = m c dT = 2 x 4186 x 30 = 251 kJ',
];

/** How far apart two angles are, the short way round. */
const angleBetween = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

function expectNear(actual: number | undefined, expected: number, tolerance: number) {
  expect(actual, `${actual} within ${tolerance} of ${expected}`).toBeGreaterThanOrEqual(
    expected - tolerance,
  );
  expect(actual, `${actual} within ${tolerance} of ${expected}`).toBeLessThanOrEqual(
    expected + tolerance,
  );
}

let written: Buffer;
let blank: Buffer;
let withoutCode: Buffer;

beforeAll(async () => {
  const pdf = await testBookletPdf([
    { code: CODE, lines: LINES },
    { code: `MW1.B7.P3.${'x'.repeat(30)}73` },
    { code: null, lines: LINES },
  ]);
  [written, blank, withoutCode] = (await renderPdfPages(pdf)) as [Buffer, Buffer, Buffer];
});

describe('readScannedPage', () => {
  it('reads the code of an upright page where the layout puts it', async () => {
    const page = await readScannedPage(written);

    expect(page).toMatchObject({ code: CODE, rotation: 0, upright: written });
    const origin = qrOrigin('A4');
    expectNear(page.qr?.topLeft.x, px(origin.left), 2);
    expectNear(page.qr?.topLeft.y, px(origin.top), 2);
    expectNear(page.qr?.topRight.x, px(origin.left + QR_SIZE), 2);
    expectNear(page.qr?.bottomLeft.y, px(origin.top + QR_SIZE), 2);
  });

  it.each([3, -4, 180])('turns a page scanned %d° off upright back', async (degrees) => {
    const scan = await scanLike(written, { rotate: degrees, noise: true });

    const page = await readScannedPage(scan);

    expect(page.code).toBe(CODE);
    expect(angleBetween(page.rotation, -degrees)).toBeLessThanOrEqual(1);
    const again = await readScannedPage(page.upright);
    expect(again.code).toBe(CODE);
    expect(Math.abs(again.rotation)).toBeLessThan(0.5);
    // The corners reported are those of the upright image: level, and where a decoder finds them.
    const { topLeft, topRight } = page.qr ?? { topLeft: { x: 0, y: 0 }, topRight: { x: 0, y: 0 } };
    expectNear(topRight.y - topLeft.y, 0, 2);
    expectNear(topRight.x - topLeft.x, px(QR_SIZE), 3);
    expectNear(topLeft.x, again.qr?.topLeft.x ?? 0, 2);
    expectNear(topLeft.y, again.qr?.topLeft.y ?? 0, 2);
  });

  it('finds the answer area within a few pixels at 150 dpi', async () => {
    const page = await readScannedPage(written);

    const area = answerAreaIn(page, 'A4');

    const expected = answerArea('A4');
    expect(area).not.toBeNull();
    expectNear(area?.left, px(expected.left), 3);
    expectNear(area?.top, px(expected.top), 3);
    expectNear(area?.width, px(expected.width), 4);
    expectNear(area?.height, px(expected.height), 4);
    expect(answerAreaIn({ ...page, qr: null }, 'A4')).toBeNull();
  });

  it('passes sharp, bright, whole pages', async () => {
    for (const png of [written, blank]) {
      const { quality } = await readScannedPage(png);
      expect(quality).toMatchObject({ blurry: false, dark: false, cutOff: false });
    }
  });

  it('flags a blurred page', async () => {
    const blurred = await sharp(written).blur(3).png().toBuffer();

    const { quality } = await readScannedPage(blurred);

    expect(quality.blurry).toBe(true);
  });

  it('flags a dark page', async () => {
    const dark = await sharp(written).linear(0.3, 0).png().toBuffer();

    const { quality } = await readScannedPage(dark);

    expect(quality).toMatchObject({ dark: true, blurry: false });
  });

  it('flags a page whose bottom third was not scanned', async () => {
    const { width = 0, height = 0 } = await sharp(written).metadata();
    const cropped = await sharp(written)
      .extract({ left: 0, top: 0, width, height: Math.round((height * 2) / 3) })
      .png()
      .toBuffer();

    const page = await readScannedPage(cropped);

    expect(page.code).toBe(CODE);
    expect(page.quality.cutOff).toBe(true);
  });

  it('flags a turned page cut off at the bottom too', async () => {
    const scan = await scanLike(written, { rotate: -4 });
    const { width = 0, height = 0 } = await sharp(scan).metadata();
    const cropped = await sharp(scan)
      .extract({ left: 0, top: 0, width, height: Math.round(height * 0.8) })
      .png()
      .toBuffer();

    expect((await readScannedPage(scan)).quality.cutOff).toBe(false);
    expect((await readScannedPage(cropped)).quality.cutOff).toBe(true);
  });

  it('leaves a page without a code as it is', async () => {
    const page = await readScannedPage(withoutCode);

    expect(page).toMatchObject({ code: null, qr: null, rotation: 0, upright: withoutCode });
    expect(page.quality.cutOff).toBe(false);
  });
});
