import { z } from "zod";

// Zod for every schema of ours (import { z } from "#app/domain/zod.ts", never "zod" itself).
// Zod compiles object parsers with `new Function` when it can; in the browser our CSP forbids
// eval, so its probe (at each object schema's creation) was refused and reported as a CSP issue
// on every page with a form (Lighthouse best practices 96 on /apply and /auth). In the browser
// it is told not to try; the server keeps the compiled parsers. This module must be what
// defines `z` for the schema modules, so the setting is in place before any schema is made.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
