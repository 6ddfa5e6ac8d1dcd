import { z } from 'zod';

// Field shapes both services answer with (the Platform API and the registry's Tag History).

export const digestSchema = z.string().regex(/^sha256:[0-9a-f]{64}$/, 'must be sha256:<64 lowercase hex>');
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;
/**
 * An RFC 3339 date-time (what the spec promises), and a real one: anything else (a date
 * alone, prose, markup) makes the response invalid rather than text a report would render.
 */
export const timestampSchema = z
  .string()
  .refine((s) => RFC3339.test(s) && !Number.isNaN(Date.parse(s)), 'must be an RFC 3339 timestamp');

/** An http(s) URL, as a CI's variables and the command line's --api-url give a service's address. */
export const httpUrlSchema = z.url({ protocol: /^https?$/ });

/** A GitHub repository as owner/name (an enterprise server's owners may hold `_` and `.`); `.` and `..` are no name. */
export const REPOSITORY_PATTERN = /^(?!.*\/\.{1,2}$)[A-Za-z0-9][A-Za-z0-9_.-]{0,99}\/[A-Za-z0-9_.-]{1,100}$/;
