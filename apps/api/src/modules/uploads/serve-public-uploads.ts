import { extname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../../common/logging/logger.js';
import type { ObjectStore } from './storage/object-store.js';
import { isPublicFileName, setUploadedFileHeaders, type UploadFolder } from './upload-storage.service.js';

/** Public images change name when they change, so a day of caching never shows a stale one. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Serves one public folder's images from the object store, streamed (never held whole), with the
 * headers the static folder had: their type, a day's cache, a validator answering 304, and the
 * stored-file headers. Anything that is not a stored name, or names no object, falls through to
 * the API's 404.
 */
export function servePublicUploads(options: {
  store: ObjectStore;
  folder: UploadFolder;
  logger: Logger;
}) {
  const { store, folder, logger } = options;
  return async (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const name = request.path.slice(1);
    if (!isPublicFileName(name)) return next();
    let object;
    try {
      object = await store.open(`${folder}/${name}`);
    } catch (error) {
      logger.error({ err: error, key: `${folder}/${name}` }, 'object store read failed');
      response.status(503).end();
      return;
    }
    if (!object) return next();
    response.type(extname(name));
    response.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
    if (object.lastModified) response.setHeader('Last-Modified', object.lastModified.toUTCString());
    if (object.etag) response.setHeader('ETag', object.etag);
    setUploadedFileHeaders(response, name);
    // `fresh` compares the request's If-None-Match / If-Modified-Since with the headers just set.
    if (request.fresh || request.method === 'HEAD') {
      object.body.destroy();
      if (request.fresh) response.status(304).end();
      else response.setHeader('Content-Length', String(object.size)).end();
      return;
    }
    response.setHeader('Content-Length', String(object.size));
    await pipeline(object.body, response).catch((error: unknown) => {
      // A client that went away (premature close) is not worth a warning; a store that broke off is.
      const code = (error as { code?: unknown } | null)?.code;
      if (code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      logger.warn({ err: error, key: `${folder}/${name}` }, 'stored file stream broke off');
    });
  };
}
