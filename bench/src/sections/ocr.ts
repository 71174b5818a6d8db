/**
 * Offline OCR: handwritten pages a minute read by the evaluation worker's OCR engine (the built
 * TesseractTranscriber, eng+hin as by default). One thread is one core's rate, the reference; then
 * one process with a thread per core (the default OCR_THREADS), and N worker processes of one
 * thread each. Worker threads are started and warm before the clock starts.
 */
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { BenchContext } from '../context.js';
import { figure, type Figure } from '../figures.js';

const SECTION = '10. OCR';
const READER = fileURLToPath(new URL('../ocr-reader.mjs', import.meta.url));
/** A photo-like page of a short answer in a handwriting font, with a Hindi line (the test's). */
const PAGE = fileURLToPath(
  new URL('../../../apps/api/test/fixtures/handwritten-answer.png', import.meta.url),
);
const LANGUAGES = ['eng', 'hin'];
const TARGETS = { threads: 0.9, processes: 0.8 };
/** The school the issue sizes exam day by. */
const SCHOOL = { students: 2_000, pages: 8 };

type Reading = { pages: number; seconds: number; failed: number; perMinute: number };

export async function ocrSection(context: BenchContext): Promise<Figure[]> {
  const { log, config } = context;
  context.memory.phase('ocr');
  const cores = availableParallelism();
  const each = config.ocr.pagesPerThread;
  log(`\nOCR of handwritten pages (${LANGUAGES.join('+')}), ${cores} cores`);
  const one = await readPages(1, 1, each);
  log(`  1 process, 1 thread: ${describe(one)}`);
  const pooled = await readPages(1, cores, each * cores);
  log(`  1 process, ${cores} threads: ${describe(pooled)}`);
  const hours = (reading: Reading) =>
    ((SCHOOL.students * SCHOOL.pages) / reading.perMinute / 60).toFixed(1);
  const figures = [
    figure(SECTION, 'pages a minute, one thread (one core)', one.perMinute, '/min', {
      note: `${(one.seconds / one.pages).toFixed(2)} s a page; ${one.pages} pages${failures(one)}`,
    }),
    figure(
      SECTION,
      `pages a minute, one worker process, OCR_THREADS=${cores} (one per core, the default)`,
      pooled.perMinute,
      '/min',
      {
        reference: { name: `${cores} × one thread's rate`, value: cores * one.perMinute },
        target: atLeast(TARGETS.threads, pooled, cores * one.perMinute),
        note:
          `${pooled.pages} pages in ${pooled.seconds.toFixed(1)} s${failures(pooled)}; a school of ` +
          `${SCHOOL.students.toLocaleString('en-US')} students × ${SCHOOL.pages} pages: ` +
          `${hours(pooled)} h on one such worker`,
      },
    ),
  ];
  for (const processes of config.ocr.processes) {
    const reading = processes === 1 ? one : await readPages(processes, 1, each);
    if (processes !== 1) log(`  ${processes} processes, 1 thread each: ${describe(reading)}`);
    // N processes on this machine can do at most what its cores can.
    const share = Math.min(processes, cores);
    figures.push(
      figure(
        SECTION,
        `pages a minute, ${processes} worker processes of 1 thread`,
        reading.perMinute,
        '/min',
        {
          reference: { name: `${share} × one thread's rate`, value: share * one.perMinute },
          target: atLeast(TARGETS.processes, reading, share * one.perMinute),
          note:
            `${reading.pages} pages in ${reading.seconds.toFixed(1)} s${failures(reading)}` +
            (processes > cores
              ? `; more processes than the ${cores} cores, so ${cores} at most`
              : ''),
        },
      ),
    );
  }
  return figures;
}

const describe = (reading: Reading) =>
  `${reading.pages} pages in ${reading.seconds.toFixed(1)} s, ${reading.perMinute.toFixed(1)} a minute` +
  failures(reading);

const failures = (reading: Reading) => (reading.failed ? `, ${reading.failed} failed` : '');

function atLeast(share: number, reading: Reading, reference: number) {
  return {
    text: `≥ ${share}× the reference, none failed`,
    holds: reading.perMinute >= share * reference && reading.failed === 0,
  };
}

/** `processes` OCR worker processes of `threads` threads, each reading `pagesEach` pages at once. */
async function readPages(processes: number, threads: number, pagesEach: number): Promise<Reading> {
  const readers = Array.from({ length: processes }, () => {
    const child = fork(READER, [], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    const message = (key: 'ready' | 'done') =>
      new Promise<{ ms: number; failed: number }>((resolve, reject) => {
        const onMessage = (reply: Record<string, unknown>) => {
          if (!reply[key]) return;
          child.off('message', onMessage);
          resolve(reply as { ms: number; failed: number });
        };
        child.on('message', onMessage);
        child.once('exit', (code) =>
          reject(new Error(`OCR reader exited (${code}) before ${key}: ${errors.slice(-500)}`)),
        );
      });
    const ready = message('ready');
    const done = message('done');
    // Either may be left unawaited when the other fails first.
    ready.catch(() => undefined);
    done.catch(() => undefined);
    child.send({ image: PAGE, pages: pagesEach, threads, languages: LANGUAGES });
    return { child, ready, done };
  });
  try {
    await Promise.all(readers.map((reader) => reader.ready));
    const started = performance.now();
    for (const reader of readers) reader.child.send({ go: true });
    const results = await Promise.all(readers.map((reader) => reader.done));
    const seconds = (performance.now() - started) / 1000;
    const pages = processes * pagesEach;
    const failed = results.reduce((sum, result) => sum + result.failed, 0);
    return { pages, seconds, failed, perMinute: ((pages - failed) / seconds) * 60 };
  } finally {
    for (const reader of readers) if (reader.child.exitCode === null) reader.child.kill();
  }
}
