/**
 * Imported for its effect, first, by the web app: zod then validates without compiling code at
 * run time. By default zod probes `new Function` when it builds its first object schema, to decide
 * whether it may generate fast parsers; under a Content-Security-Policy without 'unsafe-eval' (the
 * app's) the browser refuses the probe and reports a violation, although zod catches the error.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig`, which it creates only when missing
 * (so that copies of zod share them); setting `jitless` there before zod loads is what
 * `z.config({ jitless: true })` would do afterwards. Done this way the module imports nothing, so
 * the web's first screens (landing, login) do not load zod at all: it comes with the screens that
 * validate forms. It is a separate entry point (`@markwise/contract/strict-csp`), not part of the
 * index. `strict-csp.test.ts` checks that zod honours it.
 */
type ZodSettings = { jitless?: boolean };
const scope = globalThis as { __zod_globalConfig?: ZodSettings };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
