/**
 * Load shapes of an exam: everyone at once (a burst), a closed loop (each client sends its next
 * request when the last is answered) and an open loop (requests at a fixed offered rate whatever
 * the answers, each timed from when it was due, so a slow server cannot slow the load down and
 * hide its own queue). Requests carry one student's token each, which autocannon cannot do.
 */
import { Agent, request } from 'node:http';
import { summarize, type LatencyStats } from './stats.js';

/** An answer; status 0 when none came (`body` then holds the socket error, e.g. ECONNRESET). */
export type Reply = { status: number; ms: number; body: string };

/**
 * Every time of one kind of request, and the answers other than 2xx by status (0: no answer),
 * with the first such answer's body per status, so a failure says why.
 */
export type Tally = LatencyStats & {
  failed: Record<string, number>;
  why: Record<string, string>;
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

/**
 * An idle kept-alive connection is closed by the bench after this long, as a browser closes its
 * own: the bench never sends on a connection the server may be closing (Node's agent ignores the
 * server's `Keep-Alive: timeout=`). That race failed 19 of 2,000 saves after a burst while the
 * API closed idle connections after Node's 5 s; it now keeps them HTTP_KEEP_ALIVE_TIMEOUT_MS.
 */
const IDLE_SOCKET_MS = 4_000;

/** Keep-alive HTTP on at most `sockets` connections: the rest wait in the agent's queue. */
export function examClient(baseUrl: string, sockets: number): ExamClient {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets, timeout: IDLE_SOCKET_MS });
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
      req.on('error', (error: NodeJS.ErrnoException) =>
        done(0, `${error.code ?? 'error'}: ${error.message}`),
      );
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

/**
 * Status of one unit of work (an HTTP answer, or 200 for replayed statements that ran, 0 when
 * they failed), and the answer's body, kept for the first failure of each status.
 */
type Outcome = { status: number; body?: string };
type Work = (index: number, lane: number) => Promise<Outcome>;

const failedStatus = (status: number) => status < 200 || status >= 300;

export function tallyOf(times: number[], outcomes: Outcome[], seconds: number): Tally {
  const failed: Record<string, number> = {};
  const why: Record<string, string> = {};
  for (const { status, body } of outcomes) {
    if (!failedStatus(status)) continue;
    failed[status] = (failed[status] ?? 0) + 1;
    why[status] ??= (body ?? '').slice(0, 160);
  }
  return { ...summarize(times, seconds), failed, why, seconds, times };
}

export const failedCount = (tally: Tally) =>
  Object.values(tally.failed).reduce((sum, count) => sum + count, 0);
export const failedText = (tally: Tally) =>
  Object.entries(tally.failed)
    .map(([status, count]) => `${count} × ${status === '0' ? 'no answer' : status}`)
    .join(', ');
/** The first failure's body of each status, for the log. */
export const failedWhy = (tally: Tally) =>
  Object.entries(tally.why)
    .map(([status, body]) => `${status === '0' ? 'no answer' : status}: ${body}`)
    .join('; ');

/** Slices of one load as one. */
export function mergeTallies(tallies: Tally[]): Tally {
  const seconds = tallies.reduce((sum, t) => sum + t.seconds, 0);
  const times = tallies.flatMap((t) => t.times);
  const merged: Tally = { ...summarize(times, seconds), failed: {}, why: {}, seconds, times };
  for (const t of tallies) {
    for (const [status, n] of Object.entries(t.failed)) {
      merged.failed[status] = (merged.failed[status] ?? 0) + n;
      merged.why[status] ??= t.why[status] ?? '';
    }
  }
  return merged;
}

/** `count` units started together; each timed from the start (what its student waits). */
export async function burst(count: number, work: Work): Promise<Tally> {
  const started = performance.now();
  const times: number[] = [];
  const outcomes: Outcome[] = [];
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      outcomes.push(await work(index, index));
      times.push(performance.now() - started);
    }),
  );
  return tallyOf(times, outcomes, (performance.now() - started) / 1000);
}

/** `clients` loops, each sending its next unit when the last is done, for `seconds`. */
export async function closedLoop(clients: number, seconds: number, work: Work): Promise<Tally> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const times: number[] = [];
  const outcomes: Outcome[] = [];
  const client = async (lane: number) => {
    // Units of one lane stay in order: lane k sends k, k + clients, k + 2·clients, ...
    for (let index = lane; performance.now() < deadline; index += clients) {
      const sent = performance.now();
      outcomes.push(await work(index, lane));
      times.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, lane) => client(lane)));
  return tallyOf(times, outcomes, (performance.now() - started) / 1000);
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
  const outcomes: Outcome[] = [];
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / options.perSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const lane = index % options.lanes;
    const unit = lanes[lane]!.then(async () => {
      outcomes.push(await work(index, lane));
      times.push(performance.now() - due);
    });
    lanes[lane] = unit;
    pending.push(unit);
  }
  await Promise.all(pending);
  return tallyOf(times, outcomes, (performance.now() - started) / 1000);
}
