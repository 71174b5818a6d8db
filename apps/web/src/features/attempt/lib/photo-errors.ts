import { ANSWER_IMAGE_FIELD } from '@markwise/contract';
import { i18n } from '@/i18n/i18n';
import { isApiError, requestProblem } from '@/lib/api-error';

/** 'images: "a.pdf" is not…' → '"a.pdf" is not…'; 'images is too large' stays readable. */
function withoutFieldPrefix(message: string): string {
  const stripped = message.startsWith(`${ANSWER_IMAGE_FIELD}: `)
    ? message.slice(ANSWER_IMAGE_FIELD.length + 2)
    : message;
  return stripped.charAt(0).toUpperCase() + stripped.slice(1);
}

/**
 * What went wrong with an upload, in the student's terms: a photo too large, too many photos,
 * a file that is not a photo of a supported type (named by the server), or time being up.
 */
export function photoUploadMessage(error: unknown): string {
  if (isApiError(error) && error.status === 413) {
    return i18n.t(
      'A photo is too large to upload. Take it again at a lower resolution or choose a smaller file.',
    );
  }
  const problem = requestProblem(error);
  if (problem === undefined) {
    return isApiError(error) && error.isNetworkError
      ? i18n.t('Your photos could not be uploaded. Check your connection and try again.')
      : i18n.t('Your photos could not be uploaded. Please try again.');
  }
  if (/^too many files/i.test(problem)) {
    return i18n.t('Too many photos at once. Choose fewer photos and upload the rest separately.');
  }
  return withoutFieldPrefix(problem);
}

/** A failed remove or reorder: the server's reason when it gave one. */
export function photoChangeMessage(error: unknown, fallback: string): string {
  const problem = requestProblem(error);
  return problem ? withoutFieldPrefix(problem) : fallback;
}
