import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom's File and FormData cannot be serialised by Node's fetch (the upload never completes):
 * a test that uploads uses Node's own FormData, and files made by `nodeFile`, as a browser
 * sends its own.
 */
export function useNodeMultipart(): void {
  beforeEach(async () => {
    const nodeFormData = await new Response(new URLSearchParams('a=b')).formData();
    vi.stubGlobal('FormData', nodeFormData.constructor);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

export function nodeFile(parts: (string | Uint8Array)[], name: string, type: string): File {
  return new NodeFile(parts, name, { type }) as unknown as File;
}
