import { z } from 'zod/mini';

// The site's Content-Security-Policy refuses eval; left alone, zod probes for it with `new Function` when it builds its
// first object schema (a CSP violation report on every page) to compile faster parsers. Every schema module imports
// this one before building a schema.
z.config({ jitless: true });
