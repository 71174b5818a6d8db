/**
 * Load shapes of an exam: everyone at once (a burst), a closed loop (each client sends its next
 * request when the last is answered) and an open loop (requests at a fixed offered rate whatever
 * the answers, each timed from when it was due, so a slow server cannot slow the load down and
 * hide its own queue). Requests carry one student's token each, which autocannon cannot do.
 */
import { Agent, request } from 'node:http';
import { summarize, type LatencyStats } from './stats.js';

export type Reply = { status: number; ms: number; body: string };

/** Every time of one kind of request, and the answers other than 2xx by status. */
export type Tally = LatencyStats & {
  failed: Record<string, number>;
  seconds: number;
  /** Every time, for merging slices. */
  times: number[];
};

export type ExamClient = {
  send(method: 'GET' | 'POST' | 'PUT', path: string, token: string, body?: unknown): Promise<Reply>;
  /** A multipart upload of one file. */
  upload(path: string, token: string, field: string, file: UploadFile): Promise<Reply>;
  close(): void;
};

export type UploadFile = { name: string; type: string; bytes: Buffer };

/** Keep-alive HTTP on at most `sockets` connections: the rest wait in the agent's queue. */
export function examClient(baseUrl: string, sockets: number): ExamClient {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(baseUrl);
  const exchange = (
    method: string,
    path: string,
    headers: Record<string, string | number>,
    payload?: Buffer,
  ) =>
    new Promise<Reply>((resolve) => {
      const started = performance.now();
      const done = (status: number, body: string) =>
        resolve({ status, ms: performance.now() - started, body });
      const req = request(
        { agent, hostname, port, method, path, headers, timeout: 120_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString()));
          res.on('error', (error) => done(0, String(error)));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) => done(0, String(error)));
      req.end(payload);
    });
  return {
    send(method, path, token, body) {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      return exchange(
        method,
        path,
        {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': payload.length }
            : {}),
        },
        payload,
      );
    },
    upload(path, token, field, file) {
      const boundary = `bench${Math.random().toString(16).slice(2)}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
            `Content-Type: ${file.type}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return exchange(
        'POST',
        path,
        {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': payload.length,
        },
        payload,
      );
    },
    close: () => agent.destroy(),
  };
}

/** Status of one unit of work (an HTTP answer, or 200 for a replayed statement that ran). */
type Work = (index: number, lane: number) => Promise<{ status: number }>;

export function tallyOf(times: number[], statuses: number[], seconds: number): Tally {
  const failed: Record<string, number> = {};
  for (const status of statuses) {
    if (status < 200 || status >= 300) failed[status] = (failed[status] ?? 0) + 1;
  }
  return { ...summarize(times, seconds), failed, seconds, times };
}

export const failedCount = (tally: Tally) =>
  Object.values(tally.failed).reduce((sum, count) => sum + count, 0);
export const failedText = (tally: Tally) =>
  Object.entries(tally.failed)
    .map(([status, count]) => `${count} × ${status === '0' ? 'no answer' : status}`)
    .join(', ');

/** `count` units started together; each timed from the start (what its student waits). */
export async function burst(count: number, work: Work): Promise<Tally> {
  const started = performance.now();
  const times: number[] = [];
  const statuses: number[] = [];
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const { status } = await work(index, index);
      times.push(performance.now() - started);
      statuses.push(status);
    }),
  );
  return tallyOf(times, statuses, (performance.now() - started) / 1000);
}

/** `clients` loops, each sending its next unit when the last is done, for `seconds`. */
export async function closedLoop(clients: number, seconds: number, work: Work): Promise<Tally> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const times: number[] = [];
  const statuses: number[] = [];
  const client = async (lane: number) => {
    // Units of one lane stay in order: lane k sends k, k + clients, k + 2·clients, ...
    for (let index = lane; performance.now() < deadline; index += clients) {
      const sent = performance.now();
      const { status } = await work(index, lane);
      times.push(performance.now() - sent);
      statuses.push(status);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, lane) => client(lane)));
  return tallyOf(times, statuses, (performance.now() - started) / 1000);
}

/**
 * Units offered at `perSecond` for `seconds`, unit i due at i/perSecond, timed from when it was
 * due. Units of one lane (i mod `lanes`: one student) are sent in order, each after the last is
 * answered, as one browser's autosaves are; a lane still busy delays its next unit, and that
 * delay counts in the unit's time.
 */
export async function openLoop(
  options: { perSecond: number; seconds: number; lanes: number },
  work: Work,
): Promise<Tally> {
  const total = Math.round(options.perSecond * options.seconds);
  const lanes = Array.from({ length: options.lanes }, () => Promise.resolve());
  const times: number[] = [];
  const statuses: number[] = [];
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / options.perSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const lane = index % options.lanes;
    const unit = lanes[lane]!.then(async () => {
      const { status } = await work(index, lane);
      times.push(performance.now() - due);
      statuses.push(status);
    });
    lanes[lane] = unit;
    pending.push(unit);
  }
  await Promise.all(pending);
  return tallyOf(times, statuses, (performance.now() - started) / 1000);
}
