import { FIELD_ISSUES, type FieldIssue, type TFieldError } from './errors';

/**
 * What the mapping reads of a zod issue: a raw `safeParse` issue in the browser, or the same issue as
 * fastify-type-provider-zod hands it to the server's error handler. Kept free of zod's types so that a
 * screen importing it does not pull zod in.
 */
export type ZodIssueLike = {
  code?: string;
  message?: string;
  path?: PropertyKey[];
  keys?: string[];
  minimum?: unknown;
  maximum?: unknown;
  input?: unknown;
  origin?: string;
  /** A custom check's bounds (`out_of_range`). */
  params?: { min?: unknown; max?: unknown };
};

const knownIssues = new Set<string>(FIELD_ISSUES);

function toFieldIssue(issue: ZodIssueLike): FieldIssue {
  if (issue.message && knownIssues.has(issue.message)) return issue.message as FieldIssue;
  if (issue.code === 'invalid_type' && issue.message?.endsWith('received undefined')) return 'required';
  if (issue.code === 'too_small') return issue.origin === 'string' ? (issue.minimum === 1 ? 'required' : 'min_length') : 'invalid_value';
  if (issue.code === 'too_big') return issue.origin === 'string' ? 'max_length' : 'invalid_value';
  return 'invalid_value';
}

function bound(value: unknown): number | undefined {
  return typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;
}

/**
 * Zod issues become `{ path, issue, min?, max? }`, the field errors of VALIDATION_FAILED. The server
 * answers them and the web forms compute them before sending, from the same schemas, so a field
 * reads the same message whichever side refused it (docs/architecture.md §2).
 */
export function toFieldErrors(issues: readonly ZodIssueLike[], part: string): TFieldError[] {
  return issues.flatMap((issue): TFieldError[] => {
    const base = (issue.path ?? []).map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return (issue.keys ?? []).map((key) => ({ path: base ? `${base}.${key}` : key, issue: 'unknown_field' }));
    }
    const fieldIssue = toFieldIssue(issue);
    const field: TFieldError = { path: base || part, issue: fieldIssue };
    if (fieldIssue === 'min_length') field.min = bound(issue.minimum);
    if (fieldIssue === 'max_length') field.max = bound(issue.maximum);
    if (fieldIssue === 'out_of_range') Object.assign(field, { min: bound(issue.params?.min), max: bound(issue.params?.max) });
    return [field];
  });
}
