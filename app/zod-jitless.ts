/**
 * In the browser, zod compiles no code: creating an object schema otherwise probes
 * `new Function("")` once, which the content security policy (script-src without
 * 'unsafe-eval') blocks and reports as a violation, though zod catches the error (Lighthouse
 * best practices, issue 22). Set on zod's global configuration before any schema exists: root.tsx
 * imports this module first. The server keeps zod's compiled parsers.
 */
if (typeof document !== "undefined") {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}

export {};
