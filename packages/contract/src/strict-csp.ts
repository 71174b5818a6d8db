import { z } from 'zod';

/**
 * Imported for its effect, first, by the web app: zod then validates without compiling code at
 * run time. By default zod probes `new Function` when it builds its first object schema, to decide
 * whether it may generate fast parsers; under a Content-Security-Policy without 'unsafe-eval' (the
 * app's) the browser refuses the probe and reports a violation, although zod catches the error.
 * The setting has to be made before any schema is built, so this module imports only zod, and is
 * a separate entry point (`@markwise/contract/strict-csp`) rather than part of the index.
 */
z.config({ jitless: true });
