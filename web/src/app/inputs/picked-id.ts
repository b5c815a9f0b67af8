import type { ReactNode } from 'react';

/** What pickedId needs of a Mantine form whose field `Field` holds a picked id. */
type IdForm<Field extends string> = {
  values: Partial<Record<Field, string | null>>;
  errors: Record<string, ReactNode>;
  setFieldValue: (path: Field, id: string | null) => void;
};

/**
 * A picker's value, error and change, bound to the form field that holds the picked id (a person,
 * a party), null until one is picked: what every picker in a form is given.
 */
export function pickedId<Field extends string>(form: IdForm<Field>, field: Field) {
  return {
    value: form.values[field] ?? null,
    error: form.errors[field] as string | undefined,
    onChange: (id: string | null) => form.setFieldValue(field, id),
  };
}
