import { ATTEMPT_MESSAGES } from '@markwise/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-error';
import { photoChangeMessage, photoUploadMessage } from './photo-errors';

const apiError = (status: number, message: string) => new ApiError({ status, message });

describe('photoUploadMessage', () => {
  it('names the problem the server found', () => {
    expect(
      photoUploadMessage(
        apiError(400, 'images: "notes.pdf" is not an image of type JPEG, PNG, WEBP'),
      ),
    ).toBe('"notes.pdf" is not an image of type JPEG, PNG, WEBP');
    expect(photoUploadMessage(apiError(400, 'images: an answer holds at most 5 pages'))).toBe(
      'An answer holds at most 5 pages',
    );
    expect(photoUploadMessage(apiError(409, ATTEMPT_MESSAGES.timeUp))).toBe(
      ATTEMPT_MESSAGES.timeUp,
    );
  });

  it('explains size and count limits of the upload itself', () => {
    expect(photoUploadMessage(apiError(413, 'images is too large'))).toMatch(/too large/);
    expect(photoUploadMessage(apiError(400, 'Too many files'))).toMatch(/Too many photos/);
  });

  it('falls back to a retry message for server faults and keeps network messages', () => {
    expect(photoUploadMessage(apiError(500, 'Something went wrong'))).toBe(
      'Your photos could not be uploaded. Please try again.',
    );
    expect(photoUploadMessage(apiError(0, NETWORK_ERROR_MESSAGE))).toBe(
      'Your photos could not be uploaded. Check your connection and try again.',
    );
  });
});

describe('photoChangeMessage', () => {
  it('uses the server reason for a bad request and the fallback otherwise', () => {
    expect(photoChangeMessage(apiError(404, 'Image not found'), 'Could not remove')).toBe(
      'Image not found',
    );
    expect(photoChangeMessage(apiError(500, 'boom'), 'Could not remove')).toBe('Could not remove');
  });
});
