import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FakeOpenAiServer } from './fake-openai-server.js';

/** A spoken answer recorded with espeak-ng (see fixtures/make-viva-audio-fixture.sh). */
export const VIVA_RECORDING = readFileSync(new URL('../fixtures/viva-answer.wav', import.meta.url));
export const VIVA_RECORDING_WORDS =
  'Plants use light energy to make glucose from carbon dioxide and water.';

/** Teaches the fake transcription endpoint the recording's words (it cannot listen). */
export const hearRecording = (fake: FakeOpenAiServer) =>
  fake.transcripts.set(
    createHash('sha256').update(VIVA_RECORDING).digest('hex'),
    VIVA_RECORDING_WORDS,
  );

/** The recording as a multipart file of the viva's recording route. */
export const recordingFile = (field: string) => ({
  field,
  bytes: VIVA_RECORDING,
  filename: 'answer.wav',
  contentType: 'audio/wav',
});
