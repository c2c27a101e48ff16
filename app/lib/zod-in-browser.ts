import { z } from "zod";

/**
 * zod compiles object schemas with `new Function` when it can. The page's
 * Content-Security-Policy forbids eval (no 'unsafe-eval'), so in the browser
 * zod's probe is refused — harmlessly, but Chromium records a CSP violation
 * (and Lighthouse marks Best Practices down for it). Jitless parsing is fast
 * enough for forms; the server, with no CSP, keeps the compiled parsers.
 */
// Imported by each browser module that parses (forms, admin, client area), not by the root: public pages load zod only on first use.
if (typeof document !== "undefined") z.config({ jitless: true });
