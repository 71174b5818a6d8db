import sharp, { type Sharp } from 'sharp';
import type { Point } from './read-page.js';

export type ScanQuality = {
  blurry: boolean;
  dark: boolean;
  cutOff: boolean;
  /** Variance of the Laplacian on the shrunk page, as if ink were black on white (see measure). */
  sharpness: number;
  /** Mean grey level, 0 (black) to 255 (white). */
  brightness: number;
};

/** A greyscale image, one byte a pixel. */
export type Grey = { data: Buffer; width: number; height: number };
type Size = { width: number; height: number };

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

/**
 * Brightness is the mean grey level. Sharpness is the variance of the Laplacian after a 3 px
 * median (a scanner's grain would read as detail), scaled as if the page's darkest and lightest
 * levels (0.5th and 99th percentiles) were black and white: a dim page is no blurrier for it.
 * `cutOff` needs the answer area, which only the page's code places: see isCutOff.
 */
export async function measure(quick: Grey): Promise<ScanQuality> {
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

/** Whether more than a sliver of an answer area (its corners in order) lies outside the scan. */
export function isCutOff(area: Point[], scanned: Size): boolean {
  return outsideShare(area, scanned) > CUT_OFF_ABOVE;
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

/** A pipeline's output as one grey byte a pixel (the measures and the QR decoder read these). */
export async function greyOf(image: Sharp): Promise<Grey> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  if (info.channels === 1) return { data, width: info.width, height: info.height };
  // An alpha channel the pipeline kept: the grey is the first of each pixel's values.
  const single = Buffer.alloc(info.width * info.height);
  for (let i = 0; i < single.length; i++) single[i] = data[i * info.channels] ?? 255;
  return { data: single, width: info.width, height: info.height };
}
