import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn';

interface SwitchProps {
  checked: boolean;
  onChange(checked: boolean): void;
  /** The words beside the switch, which name it for screen readers too. */
  label: ReactNode;
  /** A line under the label, read out after the name. */
  hint?: ReactNode;
  disabled?: boolean;
  /** Added to the switch's button (a role lock's props). */
  buttonProps?: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'>;
}

interface SwitchButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  checked: boolean;
  onChange(checked: boolean): void;
  /** The id of the words that name the switch. */
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * The switch itself, without its label: a button with role switch, so Space and Enter toggle it. For a switch
 * whose label sits elsewhere than `Switch` puts it (after it in a list row, vertically centred beside it).
 */
export function SwitchButton({
  checked,
  onChange,
  labelledBy,
  describedBy,
  disabled,
  className,
  ...rest
}: SwitchButtonProps) {
  // What the caller adds (a role lock's props, issue 36) comes last; its description joins the hint's.
  const description = [describedBy, rest['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      {...rest}
      aria-describedby={description}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:opacity-60',
        checked ? 'bg-brand-600' : 'bg-slate-300',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}

/** An on/off switch with its label beside it: a button with role switch, so Space and Enter toggle it. */
export function Switch({ checked, onChange, label, hint, disabled, buttonProps }: SwitchProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start gap-3">
      <SwitchButton
        checked={checked}
        onChange={onChange}
        labelledBy={labelId}
        describedBy={hint ? hintId : undefined}
        disabled={disabled}
        className="mt-0.5"
        {...buttonProps}
      />
      <div>
        <span id={labelId} className="text-sm font-medium text-slate-800">
          {label}
        </span>
        {hint ? (
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
