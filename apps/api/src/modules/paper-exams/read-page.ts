import jsqr from 'jsqr';
import sharp, { type Sharp } from 'sharp';
import { answerArea, QR_SIZE, qrOrigin, type PaperSize } from './booklet-layout.js';

// jsqr is CommonJS typed as an ES module's default export: Node's default import is the function.
const jsQR = jsqr as unknown as typeof jsqr.default;

export type Point = { x: number; y: number };
/** A QR symbol's outer corners (the finder patterns' outer edges), in image pixels. */
export type QrCorners = { topLeft: Point; topRight: Point; bottomLeft: Point };
export type Rect = { left: number; top: number; width: number; height: number };

export type ScanQuality = {
  blurry: boolean;
  dark: boolean;
  cutOff: boolean;
  /** Variance of the Laplacian at QUICK_SIDE px, as if ink were black on white (see measure). */
  sharpness: number;
  /** Mean grey level, 0 (black) to 255 (white). */
  brightness: number;
};

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
/** A white page with writing averages ~250, one lit from the side ~190; a dim copy is under 90. */
const DARK_BELOW = 90;
/**
 * Print and a QR code at 150 dpi measure 300-2,100 (a page with nothing written, lit from one
 * side, the least); blurred by sigma 3 px, which no one can read, 20-100; by sigma 2, 170-220.
 */
const BLURRY_BELOW = 200;
/** An empty page's contrast is its grain: not to be stretched into detail. */
const MIN_CONTRAST = 32;
/** A sliver of the answer area lost at the scanner's edge is normal; more may lose an answer. */
const CUT_OFF_ABOVE = 0.03;
/** Within this the page is already upright: turning it would only soften it. */
const UPRIGHT_WITHIN_DEGREES = 0.1;
const WHITE = '#ffffff';

type Grey = { data: Buffer; width: number; height: number };
type Found = { code: string; corners: QrCorners };
type Size = { width: number; height: number };

/**
 * Finds a scanned page's QR code, turns the page upright by it and checks the scan's quality.
 * `paperSize` (A4 unless told) places the answer area, which `cutOff` is about.
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
    const cutOff = outsideShare(rectCorners(answerRect(found.corners, paperSize)), scanned);
    const page = { code: found.code, upright: png, ...scanned, rotation: 0, qr: found.corners };
    return { ...page, quality: { ...quality, cutOff: cutOff > CUT_OFF_ABOVE } };
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
  const cutOff = outsideShare(rectCorners(answerRect(qr, paperSize)).map(turn.back), scanned);
  return {
    code: found.code,
    upright: uprightPng,
    ...uprightRaw,
    rotation,
    qr,
    quality: { ...quality, cutOff: cutOff > CUT_OFF_ABOVE },
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

/** The share of a quadrilateral (its corners in order) that lies outside an image. */
function outsideShare([a, b, , d]: Point[], image: Size): number {
  if (!a || !b || !d) return 0;
  // A 40 x 40 grid over it: steps of 1/1600, finer than the 3% that matters.
  const steps = 40;
  let outside = 0;
  for (let i = 0; i < steps; i++) {
    for (let j = 0; j < steps; j++) {
      const u = (i + 0.5) / steps;
      const v = (j + 0.5) / steps;
      const x = a.x + (b.x - a.x) * u + (d.x - a.x) * v;
      const y = a.y + (b.y - a.y) * u + (d.y - a.y) * v;
      if (x < 0 || y < 0 || x > image.width || y > image.height) outside++;
    }
  }
  return outside / steps ** 2;
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

/**
 * Brightness is the mean grey level. Sharpness is the variance of the Laplacian after a 3 px
 * median (a scanner's grain would read as detail), scaled as if the page's darkest and lightest
 * levels (0.5th and 99th percentiles) were black and white: a dim page is no blurrier for it.
 */
async function measure(quick: Grey): Promise<ScanQuality> {
  const raw = { width: quick.width, height: quick.height, channels: 1 } as const;
  const smooth = await greyOf(sharp(quick.data, { raw }).median(3).toColourspace('b-w'));
  const counts = new Array<number>(256).fill(0);
  for (const level of quick.data) counts[level] = (counts[level] ?? 0) + 1;
  const levelAt = (share: number) => {
    let seen = 0;
    return counts.findIndex((count) => (seen += count) >= share * quick.data.length);
  };
  const contrast = Math.max(MIN_CONTRAST, levelAt(0.99) - levelAt(0.005));
  const sharpness = laplacianVariance(smooth) * (255 / contrast) ** 2;
  const brightness =
    counts.reduce((sum, count, level) => sum + count * level, 0) / quick.data.length;
  return {
    blurry: sharpness < BLURRY_BELOW,
    dark: brightness < DARK_BELOW,
    cutOff: false,
    sharpness: Math.round(sharpness),
    brightness: Math.round(brightness),
  };
}

/**
 * Summed here, not with sharp's convolve and stats: the convolution's output is clamped to 8 bits
 * and stats() describe a pipeline's input, not its output.
 */
function laplacianVariance({ data, width, height }: Grey): number {
  let sum = 0;
  let squares = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const around =
        (data[i - 1] ?? 0) + (data[i + 1] ?? 0) + (data[i - width] ?? 0) + (data[i + width] ?? 0);
      const value = around - 4 * (data[i] ?? 0);
      sum += value;
      squares += value * value;
    }
  }
  const count = (width - 2) * (height - 2);
  return count > 0 ? squares / count - (sum / count) ** 2 : 0;
}

async function greyOf(image: Sharp): Promise<Grey> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  if (info.channels === 1) return { data, width: info.width, height: info.height };
  // An alpha channel the pipeline kept: the grey is the first of each pixel's values.
  const single = Buffer.alloc(info.width * info.height);
  for (let i = 0; i < single.length; i++) single[i] = data[i * info.channels] ?? 255;
  return { data: single, width: info.width, height: info.height };
}

function mapCorners(corners: QrCorners, map: (p: Point) => Point): QrCorners {
  return {
    topLeft: map(corners.topLeft),
    topRight: map(corners.topRight),
    bottomLeft: map(corners.bottomLeft),
  };
}

const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);
