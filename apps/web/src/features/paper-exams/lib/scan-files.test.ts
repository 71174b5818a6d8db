import { SCAN_FILE_MAX_BYTES } from '@markwise/contract';
import { describe, expect, it } from 'vitest';
import { fileSizeWords, scanFilesProblem } from './scan-files';

const file = (name: string, type: string, size = 10) => ({ name, type, size }) as unknown as File;

describe('the scanned files chosen', () => {
  it('takes PDFs and photos, up to the limits', () => {
    expect(scanFilesProblem([file('a.pdf', 'application/pdf'), file('b.jpg', 'image/jpeg')])).toBe(
      null,
    );
    expect(scanFilesProblem([])).toBe('Choose the scanned PDFs or photos to upload');
    expect(
      scanFilesProblem(Array.from({ length: 11 }, () => file('a.pdf', 'application/pdf'))),
    ).toBe('Upload at most 10 files at a time');
    expect(scanFilesProblem([file('notes.txt', 'text/plain')])).toBe(
      'notes.txt is not a PDF, JPEG, PNG or WebP file',
    );
    expect(scanFilesProblem([file('big.pdf', 'application/pdf', SCAN_FILE_MAX_BYTES + 1)])).toBe(
      'big.pdf is larger than 100 MB',
    );
  });

  it('gives sizes in KB or MB', () => {
    expect(fileSizeWords(830 * 1024)).toBe('830 KB');
    expect(fileSizeWords(12.4 * 1024 * 1024)).toBe('12.4 MB');
  });
});
