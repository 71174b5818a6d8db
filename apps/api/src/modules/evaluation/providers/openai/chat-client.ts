import pLimit, { type LimitFunction } from 'p-limit';
import pRetry, { AbortError } from 'p-retry';

export type ChatClientOptions = {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), a vLLM or Azure v1 URL. */
  baseUrl: string;
  apiKey?: string;
  /** Per attempt, covering the response body too. */
  timeoutMs: number;
  /** Further attempts after the first, on 429, 5xx, timeouts, network errors and bad content. */
  maxRetries: number;
  /** Requests in flight at once, across every caller of this client. */
  concurrency: number;
  /** Backoff: base × 2^(attempt-1), capped, times a random 1-2 (defaults 500 ms and 20 s). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Waits out a Retry-After (before the backoff); a test passes one that records the wait. */
  sleep?: (ms: number) => Promise<void>;
};

export type ChatMessage = {
  role: 'system' | 'user' | 'assistant';
  content: string | Array<Record<string, unknown>>;
};

/** A recording to transcribe with `model`; `language` (ISO 639-1) helps the model when known. */
export type SpeechToTranscribe = {
  bytes: Buffer;
  mimeType: string;
  fileName: string;
  model: string;
  language?: string;
};

export type ChatRequest = {
  model: string;
  messages: ChatMessage[];
  response_format?: Record<string, unknown>;
  temperature?: number;
};

/**
 * The provider could not give a usable answer within the retry budget; `refused` when the model
 * declined to answer (asking again would get the same refusal).
 */
export class ProviderError extends Error {
  constructor(
    readonly reason: string,
    readonly attempts: number,
    readonly refused = false,
  ) {
    super(`${reason} (${attempts} attempt${attempts === 1 ? '' : 's'})`);
    this.name = 'ProviderError';
  }
}

/** A reply's content read as JSON; undefined when it is not (its schema then refuses it). */
export function jsonContent(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    return undefined;
  }
}

/** Thrown by a caller's `parse` when the content is unusable: retried like a 5xx. */
export class MalformedContentError extends Error {}

/** The model declined (a `refusal`, a content filter, or an apology in place of the answer). */
export class ModelRefusalError extends Error {}

type Failure = {
  reason: string;
  retryable: boolean;
  retryAfterMs?: number;
  refused?: boolean;
};
class HttpFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.reason);
  }
}
/** An attempt that failed in a way asking again may fix. */
class RetryableFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.reason);
  }
}

const providerError = (failure: Failure, attempts: number) =>
  new ProviderError(failure.reason, attempts, failure.refused);

const RETRYABLE_STATUS = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** Longest Retry-After we wait for; a longer one is cut to this. */
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * A minimal client of `POST {baseUrl}/chat/completions`, the one route every compatible server has,
 * and of `/audio/transcriptions` for the servers with a speech model.
 */
export class ChatClient {
  private readonly limit: LimitFunction;
  /** Parameters this server refused (some reasoning models reject `temperature`): not sent again. */
  private readonly refusedParams = new Set<string>();

  constructor(private readonly options: ChatClientOptions) {
    this.limit = pLimit(options.concurrency);
  }

  /** Sends the request until `parse` accepts the reply's content or the retries run out. */
  complete<T>(request: ChatRequest, parse: (content: string) => T): Promise<T> {
    return this.withRetries(() => this.post(request), parse);
  }

  /**
   * The words of a recording, from the provider's transcription endpoint
   * (`POST {baseUrl}/audio/transcriptions`, as OpenAI's Whisper and compatible servers offer it),
   * with the same retries and concurrency as a chat request.
   */
  transcribe(audio: SpeechToTranscribe): Promise<string> {
    return this.withRetries(
      () => this.postAudio(audio),
      (text) => transcriptText(text),
    );
  }

  private async withRetries<T>(send: () => Promise<string>, parse: (content: string) => T) {
    const { maxRetries, baseDelayMs = 500, maxDelayMs = 20_000, sleep = wait } = this.options;
    let attempts = 0;
    const attempt = async () => {
      attempts++;
      try {
        // Only the request holds a concurrency slot; waiting between retries does not.
        return parse(await this.limit(send));
      } catch (error) {
        const failure = describe(error);
        if (!failure.retryable) throw new AbortError(providerError(failure, attempts));
        throw new RetryableFailure(failure);
      }
    };
    try {
      return await pRetry(attempt, {
        retries: maxRetries,
        minTimeout: baseDelayMs,
        maxTimeout: maxDelayMs,
        // Jitter spreads out the clients that failed together so they do not retry together.
        randomize: true,
        shouldRetry: async ({ error }) => {
          const { retryAfterMs } = (error as RetryableFailure).failure;
          if (retryAfterMs) await sleep(Math.min(retryAfterMs, MAX_RETRY_AFTER_MS));
          return true;
        },
      });
    } catch (error) {
      if (error instanceof RetryableFailure) throw providerError(error.failure, attempts);
      throw error;
    }
  }

  private async postAudio(audio: SpeechToTranscribe): Promise<string> {
    const form = new FormData();
    form.set(
      'file',
      new Blob([new Uint8Array(audio.bytes)], { type: audio.mimeType }),
      audio.fileName,
    );
    form.set('model', audio.model);
    form.set('response_format', 'json');
    if (audio.language) form.set('language', audio.language);
    const { 'content-type': _json, ...headers } = this.headers();
    const response = await fetch(this.url('/audio/transcriptions'), {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new HttpFailure({
        reason: `HTTP ${response.status}${errorMessage(text)}`,
        retryable: RETRYABLE_STATUS.has(response.status),
        retryAfterMs: retryAfter(response.headers),
      });
    }
    return text;
  }

  private async post(request: ChatRequest): Promise<string> {
    const body: Record<string, unknown> = { ...request };
    for (const param of this.refusedParams) delete body[param];
    const response = await fetch(this.url('/chat/completions'), {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) {
      const refused = refusedParam(response.status, text, body);
      if (refused && !this.refusedParams.has(refused)) {
        this.refusedParams.add(refused);
        // Sent again at once without it; this costs no retry.
        return this.post(request);
      }
      throw new HttpFailure({
        reason: `HTTP ${response.status}${errorMessage(text)}`,
        retryable: RETRYABLE_STATUS.has(response.status),
        retryAfterMs: retryAfter(response.headers),
      });
    }
    return messageContent(text);
  }

  private url(path: string) {
    // Keep a query string such as Azure's ?api-version=… after the path.
    const url = new URL(this.options.baseUrl);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
    return url;
  }

  private headers() {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const key = this.options.apiKey;
    if (key) {
      headers.authorization = `Bearer ${key}`;
      // Azure OpenAI authenticates keys with its own header.
      if (new URL(this.options.baseUrl).hostname.endsWith('.azure.com')) headers['api-key'] = key;
    }
    return headers;
  }
}

/** The words of a transcription response (`{ "text": ... }`). */
function transcriptText(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new MalformedContentError('the transcription body is not JSON');
  }
  const words = (body as { text?: unknown }).text;
  if (typeof words !== 'string') throw new MalformedContentError('the transcription has no text');
  return words;
}

/** The assistant message's text from a chat completion body. */
function messageContent(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new MalformedContentError('the response body is not JSON');
  }
  type Choice = { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown };
  const choice = (body as { choices?: Choice[] }).choices?.[0];
  const message = choice?.message;
  if (typeof message?.refusal === 'string' && message.refusal) {
    throw new ModelRefusalError(message.refusal);
  }
  if (choice?.finish_reason === 'content_filter') {
    throw new ModelRefusalError("the provider's content filter stopped the reply");
  }
  if (typeof message?.content !== 'string') {
    throw new MalformedContentError('the response has no choices[0].message.content');
  }
  return message.content;
}

function describe(error: unknown): Failure {
  if (error instanceof HttpFailure) return error.failure;
  if (error instanceof ModelRefusalError) {
    return {
      reason: `the model refused: ${error.message.slice(0, 200)}`,
      retryable: false,
      refused: true,
    };
  }
  if (error instanceof MalformedContentError) {
    return { reason: `malformed response: ${error.message}`, retryable: true };
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { reason: 'timed out', retryable: true };
  }
  // fetch() rejects with a TypeError on refused connections, resets and DNS failures.
  const cause =
    error instanceof Error
      ? (error.cause as { code?: string; message?: string } | undefined)
      : undefined;
  const detail =
    cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return { reason: `network error: ${detail}`, retryable: true };
}

function retryAfter(headers: Headers): number | undefined {
  const ms = Number(headers.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return ms;
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** An error body's message, shortened: it ends up in a fallback reason an admin reads. */
function errorMessage(text: string) {
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    return typeof message === 'string' && message ? `: ${message.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

const OPTIONAL_PARAMS = ['temperature'];

function refusedParam(status: number, text: string, body: Record<string, unknown>) {
  if (status !== 400) return undefined;
  return OPTIONAL_PARAMS.find((param) => param in body && text.includes(param));
}

function wait(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
