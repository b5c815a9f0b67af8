import type { TAuditChange, TAuditValue } from './audit-log';

type Flat = Map<string, TAuditValue>;

function isPlainObject(content: unknown): content is Record<string, unknown> {
  return typeof content === 'object' && content !== null && !Array.isArray(content);
}

/** Stable text for lists and objects, so the same content compares equal whatever its key order. */
function stableJson(content: unknown): string {
  if (Array.isArray(content)) return `[${content.map(stableJson).join(',')}]`;
  if (isPlainObject(content)) {
    const keys = Object.keys(content).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson(content[key])}`).join(',')}}`;
  }
  return JSON.stringify(content ?? null);
}

function asValue(content: unknown): TAuditValue {
  if (content === null || content === undefined) return null;
  if (typeof content === 'string' || typeof content === 'number' || typeof content === 'boolean') return content;
  if (Array.isArray(content) && content.every((item) => typeof item === 'string' || typeof item === 'number')) return content.join(', ');
  return stableJson(content);
}

/** Nested objects become dotted paths (two levels deep); anything deeper is shown as JSON. */
function flatten(content: unknown, prefix = '', depth = 0, into: Flat = new Map()): Flat {
  if (isPlainObject(content) && depth < 3) {
    for (const [key, inner] of Object.entries(content)) flatten(inner, prefix ? `${prefix}.${key}` : key, depth + 1, into);
  } else if (prefix || content !== null) {
    into.set(prefix, asValue(content));
  }
  return into;
}

/** Only the fields whose value differs, in the order they first appear (before's fields, then after's new ones). */
export function auditChanges(before: unknown, after: unknown): TAuditChange[] {
  const old = flatten(before);
  const next = flatten(after);
  const fields = [...new Set([...old.keys(), ...next.keys()])];
  return fields.map((field) => ({ field, before: old.get(field) ?? null, after: next.get(field) ?? null })).filter((change) => change.before !== change.after);
}

export type AuditValueWords = { yes: string; no: string; empty: string };

/** A stored value as a person reads it: yes/no for flags, a dash for nothing, the rest as written. */
export function formatAuditValue(value: TAuditValue, words: AuditValueWords): string {
  if (value === null || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  return String(value);
}
