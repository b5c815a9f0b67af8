import { useFormat } from '../i18n/format';

/** A calendar day (`YYYY-MM-DD`) in the active language's one date form. */
export function Day({ value }: { value: string | null }) {
  return <>{useFormat().day(value)}</>;
}
