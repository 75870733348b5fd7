import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';

/** The e-mail field every sign-in page asks for, typed and autocompleted as an address. */
export function EmailField({
  label,
  value,
  onChange,
  error,
}: {
  /** In the language of the page it is on (the sign-in page is German, decision in docs/ARCHITECTURE.md). */
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  return (
    <Field label={label} error={error}>
      <Input
        type="email"
        autoComplete="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
      />
    </Field>
  );
}
