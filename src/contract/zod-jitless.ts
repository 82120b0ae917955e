// Zod compiles object parsers with `new Function` where it may, and probes for that the first time it parses one.
// The host's Content-Security-Policy (and a strict partner page's) has no 'unsafe-eval', so even the probe, whose
// throw zod swallows, is reported as a securitypolicyviolation. The page's entries set zod's `jitless` here before
// any schema parses: zod reads this global object as its config (`z.config` writes the same one), so the entry needs
// no import of zod itself (the loader's size budget). The server keeps compiled parsers.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
