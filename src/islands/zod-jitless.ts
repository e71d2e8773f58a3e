/**
 * Imported first by every island: makes zod validate without compiling code through
 * `new Function`, which the Content-Security-Policy forbids (zod would otherwise probe for it
 * and the browser would report a violation). It must run before zod builds any schema, so it
 * sets zod's global config object itself instead of importing zod; zod keeps an existing one.
 * A module rather than an inline script, so pages without islands ship no JavaScript.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
