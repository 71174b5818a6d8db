import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface.js';
import { CLIENT_HEADERS } from '@markwise/contract';
import helmet from 'helmet';
import type { RuntimeConfig } from './config/resolve-config.js';

/**
 * The Content-Security-Policy of every response: the built SPA and Swagger UI load only their own
 * scripts (no inline script, no eval), nothing can frame the app, plugins and <base> are off.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // Mantine writes its CSS variables and component styles inline; styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  // Not sent: on an instance served over plain HTTP on a school network it would send every
  // same-origin asset to https:// and break the app. Behind TLS, HSTS does the upgrading.
  'upgrade-insecure-requests': null,
} as const;

/** Middleware on Node's own request and response, which Express's extend. */
export type NodeMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** Browser features the app never uses; the camera stays available to the app itself (photos). */
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Headers for every response (helmet: CSP, HSTS, nosniff, Referrer-Policy no-referrer,
 * X-Frame-Options DENY, COOP/CORP), and `Cache-Control: no-store` on the API, whose answers hold
 * personal data: a shared school computer must not keep them. Routes that serve files set their
 * own caching after this (public images by random name, answer photos privately).
 */
export function securityHeaders(): NodeMiddleware[] {
  return [
    helmet({
      contentSecurityPolicy: { directives: CSP_DIRECTIVES },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'no-referrer' },
      frameguard: { action: 'deny' },
    }),
    (_request, response, next) => {
      response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}

/** Marks every /api response uncacheable unless its route says otherwise afterwards. */
export const noStoreApi: NodeMiddleware = (request, response, next) => {
  const path = request.url?.split('?', 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) {
    response.setHeader('Cache-Control', 'no-store');
  }
  next();
};

/**
 * Cross-origin calls only from CORS_ORIGINS (exact origins; empty: none). A refused origin gets
 * no Access-Control-Allow-* header, so the browser withholds the response; no credentials mode,
 * since authentication is a bearer header, never a cookie.
 */
export function corsOptions(config: RuntimeConfig): CorsOptions {
  return {
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Content-Type',
      'Accept',
      'Authorization',
      'X-Request-Id',
      ...Object.keys(CLIENT_HEADERS),
    ],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    credentials: false,
    maxAge: 600,
  };
}
