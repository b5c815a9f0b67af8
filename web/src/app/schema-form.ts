import type { TFunction } from 'i18next';
import { toFieldErrors, type ZodIssueLike } from '../../../contract/field-errors';
import { translateFieldError } from '../api/translate-error';

/** What a zod schema offers that this file uses; typed here so that the screens need not import zod. */
export type BodySchema = {
  safeParse: (input: unknown) => { success: true } | { success: false; error: { issues: readonly ZodIssueLike[] } };
};

type FieldMessages = Record<string, string>;

/**
 * A Mantine form's `validate`: the body schema of `contract/` that the server checks, its refusals
 * translated and keyed by field (docs/architecture.md §2). Written here rather than Mantine's
 * `schemaResolver`, which keeps only an issue's message: the translated message needs zod's issue
 * code and bounds, mapped exactly as the server maps them. `toBody` turns the form's values into the
 * body that would be sent when the two differ; `fieldOf` names the field a body path was typed in.
 */
export function schemaValidate<Values>(
  schema: BodySchema,
  t: TFunction,
  options: { toBody?: (values: Values) => unknown; fieldOf?: Record<string, string> } = {},
): (values: Values) => FieldMessages {
  return (values) => {
    const parsed = schema.safeParse(options.toBody ? options.toBody(values) : values);
    if (parsed.success) return {};
    const messages: FieldMessages = {};
    for (const field of toFieldErrors(parsed.error.issues, 'body')) {
      const path = options.fieldOf?.[field.path] ?? field.path;
      if (!(path in messages)) messages[path] = translateFieldError(t, field);
    }
    return messages;
  };
}

/**
 * Moves the focus to the first invalid field in the order it is shown (Mantine marks each field
 * with `data-path`). Inside `root` when given (the submitted form); otherwise an open dialog's
 * fields come before the page's beneath it.
 */
export function focusFirstInvalid(errors: Record<string, unknown>, root?: ParentNode | null): void {
  const invalid = new Set(Object.keys(errors).filter((path) => Boolean(errors[path])));
  if (invalid.size === 0) return;
  const nodes = [...(root ?? document).querySelectorAll<HTMLElement>('[data-path]')].filter((node) => invalid.has(node.dataset.path ?? ''));
  const target = nodes.find((node) => node.closest('[role="dialog"]')) ?? nodes[0];
  target?.focus();
}

/** The failure handler of `form.onSubmit`: the submitted form's first invalid field takes the focus. */
export function focusOnInvalid(errors: Record<string, unknown>, _values: unknown, event?: { currentTarget?: EventTarget | null }): void {
  const form = event?.currentTarget;
  focusFirstInvalid(errors, form instanceof HTMLElement ? form : null);
}

/** A form's own checks, as `{ field: message | null }`, without the fields that passed. */
export function withoutEmpty(checks: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(checks).filter((entry): entry is [string, string] => Boolean(entry[1])));
}
