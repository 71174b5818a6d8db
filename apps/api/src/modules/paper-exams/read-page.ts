import jsqr from 'jsqr';
import sharp, { type Sharp } from 'sharp';
import { answerArea, QR_SIZE, qrOrigin, type PaperSize } from './booklet-layout.js';
import { greyOf, isCutOff, measure, type Grey, type ScanQuality } from './scan-quality.js';

// jsqr is CommonJS typed as an ES module's default export: Node's default import is the function.
const jsQR = jsqr as unknown as typeof jsqr.default;

export type Point = { x: number; y: number };
/** A QR symbol's outer corners (the finder patterns' outer edges), in image pixels. */
export type QrCorners = { topLeft: Point; topRight: Point; bottomLeft: Point };
export type Rect = { left: number; top: number; width: number; height: number };

export type ScannedPage = {
  /** The QR payload, or null when no code was found. */
  code: string | null;
  /** The page turned upright (by the code's orientation; unchanged without a code), as PNG. */
  upright: Buffer;
  /** The upright image's size (px): a turned page grows to hold its corners. */
  width: number;
  height: number;
  /** Degrees it was turned by, clockwise (e.g. -183.2). */
  rotation: number;
  /** The QR symbol's corners in the upright image (px), when found. */
  qr: QrCorners | null;
  /** Scan problems a teacher should see before marking. */
  quality: ScanQuality;
};

/**
 * The long side a page is shrunk to for the first decoding attempt and the quality measures: a
 * 150 dpi A4 page (1754 px) keeps its ~4.5 px QR modules above 3 px.
 */
const QUICK_SIDE = 1200;
/** Within this the page is already upright: turning it would only soften it. */
const UPRIGHT_WITHIN_DEGREES = 0.1;
const WHITE = '#ffffff';

type Found = { code: string; corners: QrCorners };
type Size = { width: number; height: number };

/**
 * Finds a scanned page's QR code, turns the page upright by it and checks the scan's quality.
 * `paperSize` (A4 unless told) places the answer area, which `cutOff` is about. jsQR decodes on
 * the calling thread for up to a second a page: the API reads scans with readScan (scan-pages.ts),
 * which calls this in a worker thread.
 */
export async function readScannedPage(
  png: Buffer,
  { paperSize = 'A4' }: { paperSize?: PaperSize } = {},
): Promise<ScannedPage> {
  // Decoded once; every later step starts from these pixels.
  const { data, info } = await sharp(png)
    .flatten({ background: WHITE })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const scan = () => sharp(data, { raw });
  const grey = () => scan().toColourspace('b-w');
  const scanned = { width: raw.width, height: raw.height };
  const quick = await greyOf(grey().resize(QUICK_SIDE, QUICK_SIDE, { fit: 'inside' }));
  const quality = await measure(quick);

  // Cheapest first: the shrunk page, then every pixel, then a cleaned-up black and white copy.
  const found =
    decode(quick, { scale: scanned.width / quick.width }) ??
    decode(await greyOf(grey())) ??
    decode(await greyOf(grey().normalise().median(3).threshold(128)));
  if (!found) return { code: null, upright: png, ...scanned, rotation: 0, qr: null, quality };

  const angle = orientation(found.corners);
  if (Math.abs(angle) < UPRIGHT_WITHIN_DEGREES) {
    const cutOff = isCutOff(rectCorners(answerRect(found.corners, paperSize)), scanned);
    const page = { code: found.code, upright: png, ...scanned, rotation: 0, qr: found.corners };
    return { ...page, quality: { ...quality, cutOff } };
  }

  const rotation = -angle;
  const turned = scan().rotate(rotation, { background: WHITE });
  // sharp hands a turned grey page back as RGB.
  const upright = await (raw.channels === 1 ? turned.toColourspace('b-w') : turned)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const uprightRaw = { width: upright.info.width, height: upright.info.height };
  const uprightImage = () => sharp(upright.data, { raw: upright.info });
  const turn = turning({ from: scanned, to: uprightRaw, degrees: rotation });
  const predicted = mapCorners(found.corners, turn.forward);
  const [uprightPng, again] = await Promise.all([
    // Level 3: a third of level 6's time on a grainy scan, for 5% more bytes.
    uprightImage().png({ compressionLevel: 3 }).toBuffer(),
    // Decoded again where the turn put the code, for corners measured rather than computed.
    decodeAround(uprightImage(), predicted, uprightRaw),
  ]);
  const qr = again?.corners ?? predicted;
  // Measured on the page as scanned: the corners a turn adds are filled in, not scanned.
  const cutOff = isCutOff(rectCorners(answerRect(qr, paperSize)).map(turn.back), scanned);
  return {
    code: found.code,
    upright: uprightPng,
    ...uprightRaw,
    rotation,
    qr,
    quality: { ...quality, cutOff },
  };
}

/**
 * Where the answer area of a `size` page lies in an upright scan (px, clamped to the image), by
 * the QR code's scale (its side in px over QR_SIZE) and position; null without a code.
 */
export function answerAreaIn(
  page: { qr: QrCorners | null; width: number; height: number },
  size: PaperSize,
): Rect | null {
  if (!page.qr) return null;
  const area = answerRect(page.qr, size);
  const left = Math.max(0, Math.round(area.left));
  const top = Math.max(0, Math.round(area.top));
  const right = Math.min(page.width, Math.round(area.left + area.width));
  const bottom = Math.min(page.height, Math.round(area.top + area.height));
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}

function answerRect({ topLeft, topRight, bottomLeft }: QrCorners, size: PaperSize): Rect {
  const scale = (distance(topLeft, topRight) + distance(topLeft, bottomLeft)) / 2 / QR_SIZE;
  const origin = qrOrigin(size);
  const area = answerArea(size);
  return {
    left: topLeft.x + (area.left - origin.left) * scale,
    top: topLeft.y + (area.top - origin.top) * scale,
    width: area.width * scale,
    height: area.height * scale,
  };
}

/** Degrees clockwise the code is turned from upright, from both of its edges. */
function orientation({ topLeft, topRight, bottomLeft }: QrCorners): number {
  // The left edge, turned a quarter anticlockwise, points the way the top edge does.
  const x = topRight.x - topLeft.x + (bottomLeft.y - topLeft.y);
  const y = topRight.y - topLeft.y - (bottomLeft.x - topLeft.x);
  return (Math.atan2(y, x) * 180) / Math.PI;
}

/** sharp's rotate: clockwise about the centre, onto a canvas grown to hold the corners. */
function turning({ from, to, degrees }: { from: Size; to: Size; degrees: number }) {
  const cos = Math.cos((degrees * Math.PI) / 180);
  const sin = Math.sin((degrees * Math.PI) / 180);
  const turn = (p: Point, a: Size, b: Size, s: number) => {
    const x = p.x - a.width / 2;
    const y = p.y - a.height / 2;
    return { x: x * cos - y * s + b.width / 2, y: x * s + y * cos + b.height / 2 };
  };
  return {
    forward: (p: Point) => turn(p, from, to, sin),
    back: (p: Point) => turn(p, to, from, -sin),
  };
}

function rectCorners({ left, top, width, height }: Rect): Point[] {
  return [
    { x: left, y: top },
    { x: left + width, y: top },
    { x: left + width, y: top + height },
    { x: left, y: top + height },
  ];
}

async function decodeAround(image: Sharp, corners: QrCorners, size: Size) {
  const side = distance(corners.topLeft, corners.topRight);
  const xs = [corners.topLeft.x, corners.topRight.x, corners.bottomLeft.x];
  const ys = [corners.topLeft.y, corners.topRight.y, corners.bottomLeft.y];
  // The symbol (the missing corner is within a side of the others), its quiet zone and slack.
  const left = Math.max(0, Math.floor(Math.min(...xs) - side));
  const top = Math.max(0, Math.floor(Math.min(...ys) - side));
  const width = Math.min(size.width, Math.ceil(Math.max(...xs) + 2 * side)) - left;
  const height = Math.min(size.height, Math.ceil(Math.max(...ys) + 2 * side)) - top;
  if (width <= 0 || height <= 0) return null;
  const crop = image.extract({ left, top, width, height }).toColourspace('b-w');
  return decode(await greyOf(crop), { offset: { x: left, y: top } });
}

function decode(
  grey: Grey,
  { scale = 1, offset = { x: 0, y: 0 } }: { scale?: number; offset?: Point } = {},
): Found | null {
  const rgba = new Uint8ClampedArray(grey.data.length * 4);
  // One 32-bit write a pixel: grey in red, green and blue, opaque (jsQR reads only the colours).
  const pixels = new Uint32Array(rgba.buffer);
  for (let i = 0; i < grey.data.length; i++)
    pixels[i] = 0xff000000 | ((grey.data[i] ?? 255) * 0x010101);
  const result = jsQR(rgba, grey.width, grey.height, { inversionAttempts: 'dontInvert' });
  if (!result) return null;
  const place = (p: Point) => ({ x: p.x * scale + offset.x, y: p.y * scale + offset.y });
  const { topLeftCorner, topRightCorner, bottomLeftCorner } = result.location;
  const corners = {
    topLeft: topLeftCorner,
    topRight: topRightCorner,
    bottomLeft: bottomLeftCorner,
  };
  return { code: result.data, corners: mapCorners(corners, place) };
}

function mapCorners(corners: QrCorners, map: (p: Point) => Point): QrCorners {
  return {
    topLeft: map(corners.topLeft),
    topRight: map(corners.topRight),
    bottomLeft: map(corners.bottomLeft),
  };
}

const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);
