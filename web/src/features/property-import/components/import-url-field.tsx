import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import type { MemberRole } from '@common/teams/roles';
import { useRoleLock } from '@web/features/teams/role-lock';

interface ImportUrlFieldProps {
  label: string;
  placeholder: string;
  /** The button's text while no import runs. */
  action: string;
  /** The button's text while an import runs. */
  runningAction: string;
  url: string;
  onUrlChange(url: string): void;
  error: string | null;
  /** An import runs (from this field or another source): the button is disabled. */
  running: boolean;
  /** It is this field's import that runs: the button says so. */
  runningHere: boolean;
  onImport(): void;
  /** The user's role in the hotel: an import is an editor's (issue 36). */
  role: MemberRole;
}

/**
 * An address to import from and its button. Not a form of its own: it sits inside the wizard's form, so
 * Enter in the field is taken here to start the import instead of moving the wizard on.
 */
export function ImportUrlField(props: ImportUrlFieldProps) {
  const { url, onUrlChange, error, running, onImport } = props;
  const lock = useRoleLock('editor', { role: props.role, align: 'end' });
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <Field label={props.label} error={error ?? undefined}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={props.placeholder}
            value={url}
            onChange={(event) => onUrlChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              if (url.trim() !== '') onImport();
            }}
            {...lock.fieldProps}
          />
        </Field>
      </div>
      {/* Level with the input: the field's label sits above it. */}
      <span className="relative inline-flex sm:mt-[1.625rem]">
        <Button onClick={onImport} disabled={running || url.trim() === ''} {...lock.controlProps}>
          {props.runningHere ? props.runningAction : props.action}
        </Button>
        {lock.tooltip}
      </span>
    </div>
  );
}
