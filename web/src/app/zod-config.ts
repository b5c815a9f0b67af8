import { z } from 'zod';

/**
 * Zod compiles its object parsers with `new Function` when it may, and probes for that on first
 * use; the page's policy forbids eval (docs/documents.md §3), so the probe only ever failed, and
 * was reported as a policy violation each time the app started. Told to stay interpreted, it never
 * probes. Imported first by main.tsx, before any schema parses.
 */
z.config({ jitless: true });
