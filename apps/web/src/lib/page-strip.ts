/** At most this many page numbers in a pagination strip. */
export const PAGE_STRIP_SIZE = 5;

/**
 * The page numbers to show: all of them when there are 5 or fewer; 1-5 while the
 * current page is 3 or less; the last 5 when it is within 2 of the end; otherwise current ± 2.
 */
export function pageStrip(currentPage: number, totalPages: number): number[] {
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
  if (totalPages <= PAGE_STRIP_SIZE) return range(1, totalPages);
  if (currentPage <= 3) return range(1, PAGE_STRIP_SIZE);
  if (currentPage >= totalPages - 2) return range(totalPages - PAGE_STRIP_SIZE + 1, totalPages);
  return range(currentPage - 2, currentPage + 2);
}
