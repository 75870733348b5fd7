import { useId, useState } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { Spinner } from './spinner';

export interface ChoiceOption {
  value: string;
  label: string;
}

interface ChoiceDialogProps {
  open: boolean;
  title: string;
  description?: string;
  /** The select's label, e.g. 'Room'. */
  label: string;
  /** Undefined while the options load. */
  options: ChoiceOption[] | undefined;
  texts: { empty: string; loading: string; cancel: string; confirm: string; pending: string };
  /** Shown when loading the options or the last attempt failed; the dialog stays open to try again. */
  failure: string | null;
  pending: boolean;
  onConfirm(value: string): void;
  onCancel(): void;
}

/**
 * Asks for one choice out of a list (a room, a template) and confirms it; while it runs the dialog cannot be
 * closed. The body is mounted only while open, so each opening starts from the first option.
 */
export function ChoiceDialog({ open, title, description, onCancel, pending, ...props }: ChoiceDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      description={description}
      closeDisabled={pending}
    >
      <ChoiceBody {...props} pending={pending} onCancel={onCancel} />
    </Dialog>
  );
}

function ChoiceBody({
  label,
  options,
  texts,
  failure,
  pending,
  onConfirm,
  onCancel,
}: Omit<ChoiceDialogProps, 'open' | 'title' | 'description'>) {
  const selectId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? options?.[0]?.value ?? '';
  return (
    <div className="space-y-4">
      {options === undefined && !failure ? (
        <div role="status" className="py-4 text-center text-sm text-slate-700">
          <Spinner label={texts.loading} />
        </div>
      ) : options !== undefined && options.length === 0 ? (
        <p className="text-sm text-slate-700">{texts.empty}</p>
      ) : options !== undefined ? (
        <div className="space-y-1">
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
            {label}
          </label>
          <select
            id={selectId}
            value={value}
            onChange={(event) => setChosen(event.target.value)}
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {texts.cancel}
        </Button>
        <Button onClick={() => onConfirm(value)} disabled={pending || value === ''}>
          {pending ? texts.pending : texts.confirm}
        </Button>
      </div>
    </div>
  );
}
