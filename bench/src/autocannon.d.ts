// autocannon ships no types; this is the part of its API the bench uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Request = { method?: 'GET' | 'POST'; path?: string; body?: string };

  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
    timeout?: number;
    requests?: Request[];
  };

  type Result = {
    requests: { total: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };

  type Instance = EventEmitter & {
    on(
      event: 'response',
      listener: (
        client: unknown,
        statusCode: number,
        bytes: number,
        responseTimeMs: number,
      ) => void,
    ): Instance;
    stop(): void;
  };

  function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;

  export default autocannon;
}
