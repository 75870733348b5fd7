import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';

/** The e-mail field every sign-in page asks for, typed and autocompleted as an address. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  return (
    <Field label="E-mail" error={error}>
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
