import { AMOUNT_TEXT_DESCRIPTION, USD_AMOUNT_TEXT_DESCRIPTION } from '../../contract/money';
import { CURRENCY_DIGITS, isCurrency } from '../../domain';
import type { JsonSchema } from './openapi-probes';

/** The part of an answer's JSON schema the walk reads, beyond what the probes read. */
export type AnswerSchema = JsonSchema & {
  description?: string;
  properties?: Record<string, AnswerSchema>;
  items?: AnswerSchema;
  oneOf?: AnswerSchema[];
  anyOf?: AnswerSchema[];
  allOf?: AnswerSchema[];
  additionalProperties?: AnswerSchema | boolean;
};

/** One amount of money an answer carried, with the currency it is in (from the nearest object naming one). */
export type MoneyField = { path: string; text: unknown; currency: string | null };

/** Is this schema the contract's amount of money (zAmountText)? */
const isAmount = (schema: AnswerSchema) => schema.description === AMOUNT_TEXT_DESCRIPTION;

/** Every amount an answer holds, found by its schema: the walk follows the value, so an absent field is not read. */
export function moneyFieldsOf(schema: AnswerSchema, value: unknown, currency: string | null, path = '$'): MoneyField[] {
  if (schema.description === USD_AMOUNT_TEXT_DESCRIPTION) return value === null || value === undefined ? [] : [{ path, text: value, currency: 'USD' }];
  if (isAmount(schema)) return value === null || value === undefined ? [] : [{ path, text: value, currency }];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const found = branches.flatMap((branch) => moneyFieldsOf(branch, value, currency, path));
  if (Array.isArray(value) && schema.items)
    return [...found, ...value.flatMap((item, index) => moneyFieldsOf(schema.items!, item, currency, `${path}[${index}]`))];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return found;
  const record = value as Record<string, unknown>;
  const own = typeof record.currency === 'string' ? record.currency : currency;
  for (const [key, inner] of Object.entries(schema.properties ?? {})) {
    if (key in record) found.push(...moneyFieldsOf(inner, record[key], own, `${path}.${key}`));
  }
  // A record keyed by currency ({ XAF: "1250", USD: "12.50" }) names each amount's currency by its key.
  if (typeof schema.additionalProperties === 'object') {
    for (const [key, inner] of Object.entries(record)) {
      if (schema.properties && key in schema.properties) continue;
      found.push(...moneyFieldsOf(schema.additionalProperties, inner, isCurrency(key) ? key : own, `${path}.${key}`));
    }
  }
  return found;
}

/** Why a field is not written with exactly its currency's digits, or null when it is (docs/money.md §6). */
export function moneyTrouble(field: MoneyField): string | null {
  if (field.currency === null || !isCurrency(field.currency)) return `no currency in scope for ${JSON.stringify(field.text)}`;
  if (typeof field.text !== 'string') return `not text: ${JSON.stringify(field.text)}`;
  const digits = CURRENCY_DIGITS[field.currency];
  const shape = digits === 0 ? /^-?(0|[1-9][0-9]*)$/ : new RegExp(`^-?(0|[1-9][0-9]*)\\.[0-9]{${digits}}$`);
  return shape.test(field.text) ? null : `"${field.text}" is not written with the ${digits} digits of ${field.currency}`;
}
