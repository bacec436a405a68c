/**
 * zod in the browser: told not to compile its parsers with `new Function`.
 * Our pages' Content-Security-Policy forbids eval, so it could never use them
 * here, and its first probe for the possibility was reported as a policy
 * violation on every page that parses an answer (Lighthouse's
 * inspector-issues, issue #20).
 *
 * zod keeps its global settings in `globalThis.__zod_globalConfig` and adopts
 * an object it finds there, so the setting is made before zod loads, without
 * bringing zod into the first page (zod-settings.test.ts holds zod to it).
 * main.tsx imports this module first.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

export function configureZod(): void {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}

configureZod();
