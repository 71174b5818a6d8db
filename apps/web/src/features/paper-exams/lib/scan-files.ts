import { SCAN_FILE_MAX_BYTES, SCAN_FILE_MIME_TYPES, SCAN_FILES_MAX } from '@markwise/contract';
import { i18n } from '@/i18n/i18n';

/** The file input's accept attribute. */
export const SCAN_ACCEPT = SCAN_FILE_MIME_TYPES.join(',');

const MB = 1024 * 1024;

export const isScanFile = (file: File) =>
  (SCAN_FILE_MIME_TYPES as readonly string[]).includes(file.type);

/** Why the chosen files cannot be uploaded as they are; null when they can. */
export function scanFilesProblem(files: readonly File[]): string | null {
  if (files.length === 0) return i18n.t('Choose the scanned PDFs or photos to upload');
  if (files.length > SCAN_FILES_MAX) {
    return i18n.t('Upload at most {{max}} files at a time', { max: SCAN_FILES_MAX });
  }
  const wrong = files.find((file) => !isScanFile(file));
  if (wrong) return i18n.t('{{name}} is not a PDF, JPEG, PNG or WebP file', { name: wrong.name });
  const large = files.find((file) => file.size > SCAN_FILE_MAX_BYTES);
  if (large) {
    return i18n.t('{{name}} is larger than {{size}} MB', {
      name: large.name,
      size: SCAN_FILE_MAX_BYTES / MB,
    });
  }
  return null;
}

/** '12.4 MB', '830 KB'. */
export function fileSizeWords(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A scanned page dragged onto a missing page of a booklet carries its id under this type. */
export const PAGE_DRAG_TYPE = 'application/x-markwise-scan-page';
