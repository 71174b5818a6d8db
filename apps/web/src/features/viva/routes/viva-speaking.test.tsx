import { Blob as NodeBlob } from 'node:buffer';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsTo } from '@/test/fake-api';
import { useNodeMultipart } from '@/test/multipart';
import {
  answeredTurn,
  askedTurn,
  availabilityOf,
  openVivaPractice,
  started,
  VIVA_PATHS,
  vivaOf,
} from '../test/vivas';

const SLOW = { timeout: 5000 };

/** The viva after the first answer, however it came. */
const afterFirstAnswer = (way: 'typed' | 'recorded' | 'browser_speech') => ({
  status: 201,
  body: {
    data: vivaOf([
      answeredTurn(askedTurn(1), 'Chlorophyll takes in light.', 70, 'Good.', way),
      askedTurn(2),
    ]),
  },
});

/** A browser's recorder, as far as the page uses it: Stop hands over one chunk of "audio". */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type.startsWith('audio/webm');
  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    options: { mimeType?: string } = {},
  ) {
    this.mimeType = options.mimeType ?? 'audio/webm';
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    const data = new NodeBlob(['spoken answer'], { type: this.mimeType }) as unknown as Blob;
    this.ondataavailable?.({ data });
    this.onstop?.();
  }
}

const microphone = { getTracks: () => [{ stop: () => {} }] } as unknown as MediaStream;

/** This browser can record: a recorder, and a microphone the student allows (or refuses). */
function canRecord(getUserMedia: () => Promise<MediaStream> = async () => microphone) {
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  // The page puts the recording together as the browser's own Blob, which Node's FormData sends.
  vi.stubGlobal('Blob', NodeBlob);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
}

/** The browser's speech recognition, driven by the test: it "hears" what `say` is given. */
class FakeRecognition {
  static latest: FakeRecognition | null = null;
  continuous = false;
  interimResults = true;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.latest = this;
  }
  start() {}
  stop() {
    this.onend?.();
  }
  abort() {}
  say(words: string) {
    const result = Object.assign([{ transcript: words }], { isFinal: true });
    this.onresult?.({ resultIndex: 0, results: [result] });
  }
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(window, 'webkitSpeechRecognition');
  FakeRecognition.latest = null;
});

describe('spoken answers: a recording', () => {
  useNodeMultipart();

  it('offers no Record button when the server cannot transcribe, even where the browser can record', async () => {
    canRecord();
    const { user } = await openVivaPractice(availabilityOf({ recording: false }), {
      ...started(vivaOf([askedTurn(1)])),
    });
    await user.click(await screen.findByRole('button', { name: 'Start viva' }, SLOW));
    const question = await screen.findByRole('region', { name: 'Question 1 of 3' }, SLOW);
    expect(within(question).getByRole('button', { name: 'Submit answer' })).toBeInTheDocument();
    expect(within(question).queryByRole('button', { name: 'Record' })).not.toBeInTheDocument();
  });

  it('records the answer, shows it recording, and uploads it as the answer on Stop', async () => {
    canRecord();
    const { server, user } = await openVivaPractice(availabilityOf({ recording: true }), {
      ...started(vivaOf([askedTurn(1)])),
      [`POST ${VIVA_PATHS.recording}`]: () => afterFirstAnswer('recorded'),
    });
    expect(await screen.findByText('Type your answers, or speak them.', {}, SLOW)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start viva' }));
    const question = await screen.findByRole('region', { name: 'Question 1 of 3' }, SLOW);
    await user.click(within(question).getByRole('button', { name: 'Record' }));

    expect(await within(question).findByText(/^Recording 0:0\d$/, {}, SLOW)).toBeInTheDocument();
    // The recording is the answer: it is stopped before anything is submitted.
    expect(within(question).getByRole('button', { name: 'Submit answer' })).toBeDisabled();
    await user.click(within(question).getByRole('button', { name: 'Stop and send' }));

    expect(
      await screen.findByRole('region', { name: 'Question 2 of 3' }, SLOW),
    ).toBeInTheDocument();
    const [upload] = requestsTo(server, 'POST', VIVA_PATHS.recording);
    expect(upload?.headers['content-type']).toMatch(/multipart\/form-data/);
    expect(String(upload?.body)).toContain('name="audio"; filename="answer.webm"');
    expect(String(upload?.body)).toContain('spoken answer');
    // The question it answers, so that a late or repeated upload is refused.
    expect(String(upload?.body)).toMatch(/name="turnId"\r\n\r\nt-1\r\n/);
    expect(requestsTo(server, 'POST', VIVA_PATHS.answer)).toHaveLength(0);
  });

  it('says how to allow the microphone when it is refused, and typing still works', async () => {
    canRecord(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const { user } = await openVivaPractice(availabilityOf({ recording: true }), {
      ...started(vivaOf([askedTurn(1)])),
    });
    await user.click(await screen.findByRole('button', { name: 'Start viva' }, SLOW));
    const question = await screen.findByRole('region', { name: 'Question 1 of 3' }, SLOW);
    await user.click(within(question).getByRole('button', { name: 'Record' }));
    expect(await within(question).findByRole('alert', {}, SLOW)).toHaveTextContent(
      "The microphone is blocked. Allow it in your browser's site settings to record, or type your answer.",
    );
    expect(within(question).getByRole('textbox', { name: /Your answer/ })).not.toHaveAttribute(
      'readonly',
    );
  });
});

describe("spoken answers: the browser's speech recognition", () => {
  beforeEach(() => {
    Object.assign(window, { webkitSpeechRecognition: FakeRecognition });
  });

  it('offers no Speak button unless the institution allows it', async () => {
    const { user } = await openVivaPractice(availabilityOf({ browserSpeech: false }), {
      ...started(vivaOf([askedTurn(1)])),
    });
    await user.click(await screen.findByRole('button', { name: 'Start viva' }, SLOW));
    const question = await screen.findByRole('region', { name: 'Question 1 of 3' }, SLOW);
    expect(within(question).queryByRole('button', { name: 'Speak' })).not.toBeInTheDocument();
  });

  it('offers no Speak button in a browser without speech recognition', async () => {
    Reflect.deleteProperty(window, 'webkitSpeechRecognition');
    const { user } = await openVivaPractice(availabilityOf({ browserSpeech: true }), {
      ...started(vivaOf([askedTurn(1)])),
    });
    await user.click(await screen.findByRole('button', { name: 'Start viva' }, SLOW));
    const question = await screen.findByRole('region', { name: 'Question 1 of 3' }, SLOW);
    expect(within(question).queryByRole('button', { name: 'Speak' })).not.toBeInTheDocument();
  });

  it('writes what the browser heard into the answer and sends it as heard', async () => {
    const { server, user } = await openVivaPractice(availabilityOf({ browserSpeech: true }), {
      ...started(vivaOf([askedTurn(1)])),
      [`POST ${VIVA_PATHS.answer}`]: () => afterFirstAnswer('browser_speech'),
    });
    await user.click(await screen.findByRole('button', { name: 'Start viva' }, SLOW));
    const question = await screen.findByRole('region', { name: 'Question 1 of 3' }, SLOW);
    const field = within(question).getByRole('textbox', { name: /Your answer/ });
    await user.type(field, 'Chlorophyll');
    await user.click(within(question).getByRole('button', { name: 'Speak' }));
    expect(within(question).getByRole('button', { name: 'Stop listening' })).toBeInTheDocument();

    act(() => FakeRecognition.latest!.say('takes in light.'));
    expect(await within(question).findByDisplayValue('Chlorophyll takes in light.')).toBe(field);
    await user.click(within(question).getByRole('button', { name: 'Submit answer' }));

    expect(
      await screen.findByRole('region', { name: 'Question 2 of 3' }, SLOW),
    ).toBeInTheDocument();
    expect(requestsTo(server, 'POST', VIVA_PATHS.answer)[0]?.body).toEqual({
      turnId: 't-1',
      text: 'Chlorophyll takes in light.',
      way: 'browser_speech',
    });
  });
});
