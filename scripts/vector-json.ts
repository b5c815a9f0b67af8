import { DomainError } from '../domain';

/** Reading untrusted vector JSON: a missing or mistyped field is refused as INVALID_INPUT. */
export type JsonObject = Record<string, unknown>;

export const asObject = (input: unknown, field = 'input'): JsonObject => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new DomainError('INVALID_INPUT', { field });
  }
  return input as JsonObject;
};

export const readString = (object: JsonObject, field: string): string => {
  const found = object[field];
  if (typeof found !== 'string') throw new DomainError('INVALID_INPUT', { field });
  return found;
};

export const readInteger = (object: JsonObject, field: string): number => {
  const found = object[field];
  if (typeof found !== 'number' || !Number.isInteger(found)) throw new DomainError('INVALID_INPUT', { field });
  return found;
};

export const readObjects = (object: JsonObject, field: string): JsonObject[] => {
  const found = object[field];
  if (!Array.isArray(found)) throw new DomainError('INVALID_INPUT', { field });
  return found.map((item) => asObject(item, field));
};

export const readOneOf = <Choice extends string>(object: JsonObject, field: string, choices: readonly Choice[]): Choice => {
  const found = readString(object, field);
  if (!(choices as readonly string[]).includes(found)) throw new DomainError('INVALID_INPUT', { field, found });
  return found as Choice;
};

/** Paths where two JSON values differ, e.g. `rows[1].share: expected "2594.57", got "2594.56"`. */
export const diffJson = ({ expected, actual, path = '' }: { expected: unknown; actual: unknown; path?: string }): string[] => {
  if (typeof expected !== 'object' || expected === null || typeof actual !== 'object' || actual === null) {
    return Object.is(expected, actual) ? [] : [`${path || '(root)'}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
  }
  if (Array.isArray(expected) !== Array.isArray(actual)) {
    return [`${path || '(root)'}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
  }
  const expectedRecord = expected as Record<string, unknown>;
  const actualRecord = actual as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(expectedRecord), ...Object.keys(actualRecord)])];
  return keys.flatMap((key) =>
    diffJson({
      expected: expectedRecord[key],
      actual: actualRecord[key],
      path: Array.isArray(expected) ? `${path}[${key}]` : path ? `${path}.${key}` : key,
    }),
  );
};
