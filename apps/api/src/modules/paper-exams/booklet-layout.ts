/**
 * Where things sit on a printed answer booklet page, in PDF points (1/72 inch) from the page's
 * top-left corner. The printer draws by these and the scan reader finds the answer area by them:
 * the QR code's corners, found in a scan, fix the page's scale and position, so a photo that is
 * cropped, shifted or shot at an angle still maps back onto the page.
 */
export const PAPER_SIZES = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
} as const;
export type PaperSize = keyof typeof PAPER_SIZES;

export const PAGE_MARGIN = 36;

/**
 * The QR symbol's side, without its quiet zone: the finder patterns' outer corners (what a
 * reader reports) are this far apart. 72 pt (one inch) keeps a ~45-character code at ~2.5 pt a
 * module, readable from a 150 dpi scan or a phone photo.
 */
export const QR_SIZE = 72;
/** The clear margin kept around the symbol (the four modules the QR standard asks for, and more). */
export const QR_QUIET_ZONE = 12;

/** The symbol's top-left corner: top right of the page, inside the margin and quiet zone. */
export function qrOrigin(size: PaperSize): { left: number; top: number } {
  const page = PAPER_SIZES[size];
  return {
    left: page.width - PAGE_MARGIN - QR_QUIET_ZONE - QR_SIZE,
    top: PAGE_MARGIN + QR_QUIET_ZONE,
  };
}

/**
 * The part of an answer page a student writes in (read by OCR): below the header band that holds
 * the QR code and printed details, above the footer line. Printed text stays outside it.
 */
export function answerArea(size: PaperSize): {
  left: number;
  top: number;
  width: number;
  height: number;
} {
  const page = PAPER_SIZES[size];
  const top = PAGE_MARGIN + QR_QUIET_ZONE * 2 + QR_SIZE + 6;
  const bottom = page.height - PAGE_MARGIN - 18;
  return { left: PAGE_MARGIN, top, width: page.width - 2 * PAGE_MARGIN, height: bottom - top };
}
