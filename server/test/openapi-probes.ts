import { urlEncoded, type BrokenDocument, type HostileValue } from './hostile-values';

/** The part of an OpenAPI JSON schema the probes read. */
export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};

type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export type FieldPlace = 'body' | 'query' | 'path';

/** One request to send: `field` is where the hostile value went (null for a broken document). */
export type Probe = {
  method: string;
  route: string;
  place: FieldPlace;
  field: string | null;
  label: string;
  url: string;
  body: string | Buffer | null;
  contentType: string | null;
  fieldSchema: JsonSchema | null;
  /** The hostile value as the server reads it (JSON parsed, or the URL's text). */
  value: unknown;
};

/** A valid-looking value for a field: from the seed when the name is known, else from the schema. */
export type ValueFor = (params: { route: string; name: string; schema: JsonSchema }) => unknown;

export type ProbeRoute = {
  method: string;
  route: string;
  path: Parameter[];
  query: Parameter[];
  body: JsonSchema | null;
};

/** Every operation with a body, a query or a path parameter. */
export function probeRoutes(document: OpenApiDocument): ProbeRoute[] {
  return Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.entries(operations).flatMap(([method, operation]): ProbeRoute[] => {
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content['application/json']?.schema ?? null;
      const entry = {
        method: method.toUpperCase(),
        route,
        path: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body,
      };
      return entry.path.length + entry.query.length > 0 || body ? [entry] : [];
    }),
  );
}

function bodyObject(route: ProbeRoute, valueFor: ValueFor): Record<string, unknown> {
  const properties = route.body?.properties ?? {};
  return Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, valueFor({ route: route.route, name, schema })]));
}

type UrlHostile = { place: 'path' | 'query'; name: string; encoded: string[] };

function urlOf(route: ProbeRoute, valueFor: ValueFor, hostile?: UrlHostile): string {
  let path = route.route;
  for (const parameter of route.path) {
    const encoded =
      hostile?.place === 'path' && hostile.name === parameter.name
        ? hostile.encoded.join('/')
        : encodeURIComponent(String(valueFor({ route: route.route, name: parameter.name, schema: parameter.schema })));
    path = path.replace(`{${parameter.name}}`, encoded);
  }
  const pairs: string[] = [];
  for (const parameter of route.query) {
    if (hostile?.place === 'query' && hostile.name === parameter.name) {
      pairs.push(...hostile.encoded.map((text) => `${parameter.name}=${text}`));
    } else if (parameter.required) {
      pairs.push(`${parameter.name}=${encodeURIComponent(String(valueFor({ route: route.route, name: parameter.name, schema: parameter.schema })))}`);
    }
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

const MARKER = '\u0001hostile\u0001';

/** The body's JSON text with one property (or one property of an object property) replaced by raw JSON text: 1e309 stays 1e309. */
function bodyWith(base: Record<string, unknown>, fieldPath: string[], rawJson: string): string {
  const copy = structuredClone(base);
  let node: Record<string, unknown> = copy;
  for (const key of fieldPath.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[fieldPath.at(-1)!] = MARKER;
  return JSON.stringify(copy).replace(JSON.stringify(MARKER), () => rawJson);
}

/** Body fields to probe: each property, and each property of an object property (one level down). */
function bodyFields(schema: JsonSchema, base: Record<string, unknown>): Array<{ path: string[]; schema: JsonSchema }> {
  return Object.entries(schema.properties ?? {}).flatMap(([name, inner]) => {
    const nested = inner.properties ?? inner.oneOf?.[0]?.properties;
    const value = base[name];
    const children =
      nested && value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(nested).map(([key, child]) => ({ path: [name, key], schema: child }))
        : [];
    return [{ path: [name], schema: inner }, ...children];
  });
}

/** One request per field and hostile value, then the broken documents. */
export function probesOf(route: ProbeRoute, values: HostileValue[], broken: BrokenDocument[], valueFor: ValueFor): Probe[] {
  const base = route.body ? bodyObject(route, valueFor) : null;
  const baseBody = base ? JSON.stringify(base) : null;
  const contentType = base ? 'application/json' : null;
  const common = { method: route.method, route: route.route, contentType };
  const probes: Probe[] = [];
  for (const parameter of [...route.path, ...route.query]) {
    const place = parameter.in as 'path' | 'query';
    for (const value of values) {
      const url = urlOf(route, valueFor, { place, name: parameter.name, encoded: urlEncoded(value) });
      probes.push({ ...common, place, field: parameter.name, label: value.label, url, body: baseBody, fieldSchema: parameter.schema, value: value.text });
    }
  }
  if (base && route.body) {
    const url = urlOf(route, valueFor);
    for (const field of bodyFields(route.body, base)) {
      for (const value of values) {
        probes.push({
          ...common,
          place: 'body',
          field: field.path.join('.'),
          label: value.label,
          url,
          body: bodyWith(base, field.path, value.json),
          fieldSchema: field.schema,
          value: parsedJson(value.json),
        });
      }
    }
    for (const document of broken) {
      probes.push({
        ...common,
        place: 'body',
        field: null,
        label: document.label,
        url,
        body: document.body,
        contentType: document.contentType,
        fieldSchema: null,
        value: null,
      });
    }
  }
  return probes;
}

/** The valid-looking request itself, to check the seed makes each route reach its service. */
export function baselineOf(route: ProbeRoute, valueFor: ValueFor): Probe {
  const base = route.body ? JSON.stringify(bodyObject(route, valueFor)) : null;
  return {
    method: route.method,
    route: route.route,
    place: 'body',
    field: null,
    label: 'baseline',
    url: urlOf(route, valueFor),
    body: base,
    contentType: base ? 'application/json' : null,
    fieldSchema: null,
    value: null,
  };
}

/** A field a person types freely (a name, a note, a search): any text within its length is a legitimate value. */
export function isFreeText(schema: JsonSchema | null): boolean {
  if (!schema) return false;
  const branches = schema.anyOf ?? schema.oneOf ?? [schema];
  return branches.some((branch) => branch.type === 'string' && !branch.enum && !branch.pattern && !branch.format);
}

const parsedValues = new Map<string, unknown>();

/**
 * The value a raw JSON text stands for, parsed once per text: every body field of every route
 * takes each hostile value (the megabyte, 5,000 nested arrays). Probes share it; it is only read.
 */
function parsedJson(text: string): unknown {
  if (parsedValues.has(text)) return parsedValues.get(text);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    value = undefined;
  }
  parsedValues.set(text, value);
  return value;
}

function conformsToString(schema: JsonSchema, text: string): boolean {
  // The contract trims text before it checks it; the document's pattern describes the trimmed text.
  const trimmed = text.trim();
  if (schema.enum) return schema.enum.includes(text);
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(trimmed)) return false;
  return text.length <= (schema.maxLength ?? Infinity) && text.length >= (schema.minLength ?? 0);
}

/**
 * Whether the OpenAPI document says the field takes this value: an accepted hostile-looking value
 * is sane only then (a phone number of 20 digits, a null that unlinks, a preference key "null").
 */
export function conformsTo(schema: JsonSchema | null, value: unknown): boolean {
  if (!schema) return false;
  const branches = schema.anyOf ?? schema.oneOf;
  if (value === null) return schema.nullable === true;
  if (branches) return branches.some((branch) => conformsTo(branch, value));
  if (Array.isArray(value)) return schema.type === 'array' && value.every((item) => conformsTo(schema.items ?? null, item));
  if (typeof value === 'boolean') return schema.type === 'boolean';
  if (typeof value === 'number')
    return (
      (schema.type === 'integer' ? Number.isInteger(value) : schema.type === 'number' && Number.isFinite(value)) &&
      value >= (schema.minimum ?? -Infinity) &&
      value <= (schema.maximum ?? Infinity)
    );
  if (typeof value === 'string') return schema.type === 'string' && conformsToString(schema, value);
  return false;
}
