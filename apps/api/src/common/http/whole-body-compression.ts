import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';

/**
 * Bodies below this go out as they are. A response that fits in TCP's first congestion window
 * (10 segments, about 14 KB) arrives in one round trip compressed or not, so compressing it saves
 * a phone no time, while brotli was the API's largest single cost per request (`pnpm bench`: 7%
 * of the process's CPU on a 5 KB report). 12 KB leaves room for the headers.
 */
export const COMPRESSION_THRESHOLD_BYTES = 12 * 1024;

/** The `compression` middleware's brotli quality: cheap enough per request, close to gzip -9. */
const BROTLI_QUALITY = 4;

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;

/**
 * Compresses a JSON answer handed whole to `res.end` (what `res.json` and `res.send` do) in one
 * synchronous call, with the same choices as the `compression` middleware mounted before it:
 * compressible types over the threshold, brotli at quality 4 or gzip, `Vary: Accept-Encoding`, never for
 * HEAD, `no-transform` or an already encoded body. For a body of a few kilobytes the middleware's
 * stream (a zlib object, a trip through libuv's thread pool, chunked writes) cost more than the
 * compression itself: the same brotli bytes come out here with a size hint, in one write with a
 * Content-Length. Anything else (streams, unusual Accept-Encoding headers) is left to the
 * middleware.
 */
export function compressWholeBodies(request: Request, response: Response, next: NextFunction) {
  const encoding = simpleEncoding(request.headers['accept-encoding']);
  if (encoding === undefined || request.method === 'HEAD') return next();
  const end = response.end as (this: Response, ...args: unknown[]) => Response;
  response.end = function endCompressed(this: Response, ...args: unknown[]) {
    const [chunk, chunkEncoding] = args;
    const body =
      typeof chunk === 'string'
        ? Buffer.from(
            chunk,
            typeof chunkEncoding === 'string' ? (chunkEncoding as BufferEncoding) : 'utf8',
          )
        : Buffer.isBuffer(chunk)
          ? chunk
          : undefined;
    if (body && body.length >= COMPRESSION_THRESHOLD_BYTES && shouldCompress(request, response)) {
      const compressed =
        encoding === 'br'
          ? brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : gzipSync(body);
      response.vary('Accept-Encoding');
      response.setHeader('Content-Encoding', encoding);
      response.setHeader('Content-Length', compressed.length);
      const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      return end.call(this, compressed, callback);
    }
    return end.apply(this, args);
  } as Response['end'];
  next();
}

/** Whether `compression` would compress this response, short of its size and encoding checks. */
function shouldCompress(request: Request, response: Response): boolean {
  if (response.headersSent || response.getHeader('Content-Encoding') !== undefined) return false;
  const cacheControl = response.getHeader('Cache-Control');
  if (typeof cacheControl === 'string' && NO_TRANSFORM.test(cacheControl)) return false;
  return compression.filter(request, response);
}

/**
 * br or gzip for a header listing codings without weights (what browsers and HTTP clients send),
 * preferring brotli as the `compression` middleware does; undefined for anything else (weights,
 * `*`, neither coding), which that middleware then negotiates itself.
 */
function simpleEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  if (typeof header !== 'string' || header.includes(';') || header.includes('*')) return undefined;
  const codings = header.split(',').map((coding) => coding.trim().toLowerCase());
  if (codings.includes('br')) return 'br';
  if (codings.includes('gzip')) return 'gzip';
  return undefined;
}
