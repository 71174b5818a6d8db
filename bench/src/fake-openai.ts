import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeOpenAi = {
  baseUrl: string;
  /** Successful (200) replies per student answer text: more than one is a duplicate. */
  repliesPerAnswer: Map<string, number>;
  rateLimited: number;
  /** Mean time to a 200 reply, in ms, as the fake slept it. */
  meanLatencyMs(): number;
  maxInFlight: number;
  close(): Promise<void>;
};

const ANSWER = /<<<STUDENT_ANSWER ([0-9a-f]+)>>>([\s\S]*?)<<<END_STUDENT_ANSWER \1>>>/;

/**
 * An OpenAI-compatible chat endpoint that answers after 2 to 4 s and refuses 5% of requests with
 * 429 (Retry-After: 1) at once, like a busy hosted model. Replies are valid structured marking.
 */
export async function startFakeOpenAi(options: {
  minMs: number;
  maxMs: number;
  rateLimitedShare: number;
}): Promise<FakeOpenAi> {
  const repliesPerAnswer = new Map<string, number>();
  let latencyTotal = 0;
  let replies = 0;
  let inFlight = 0;
  const state = { rateLimited: 0, maxInFlight: 0 };
  // Deterministic: the same run refuses the same requests.
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, inFlight);
      const done = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        inFlight -= 1;
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(body));
      };
      if (random() < options.rateLimitedShare) {
        state.rateLimited += 1;
        return done(429, { error: { message: 'Rate limit reached' } }, { 'retry-after': '1' });
      }
      const body = JSON.parse(Buffer.concat(chunks).toString()) as {
        messages: { content: string }[];
      };
      // The answer between the request's own delimiters (their tag changes on every retry).
      const text = String(body.messages.at(-1)?.content ?? '');
      const answer = ANSWER.exec(text)?.[2]?.trim() ?? text;
      const delay = options.minMs + random() * (options.maxMs - options.minMs);
      setTimeout(() => {
        latencyTotal += delay;
        replies += 1;
        repliesPerAnswer.set(answer, (repliesPerAnswer.get(answer) ?? 0) + 1);
        const marking = {
          marks_awarded: 3,
          feedback: 'Covers the main idea.',
          improvement_suggestion: 'Give an example.',
          covered_points: ['main idea'],
          missing_points: ['example'],
        };
        done(200, {
          id: 'chatcmpl-bench',
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: JSON.stringify(marking) },
              finish_reason: 'stop',
            },
          ],
        });
      }, delay);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    repliesPerAnswer,
    get rateLimited() {
      return state.rateLimited;
    },
    get maxInFlight() {
      return state.maxInFlight;
    },
    meanLatencyMs: () => (replies === 0 ? Number.NaN : latencyTotal / replies),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
