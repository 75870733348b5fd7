import { useId, useState } from 'react';
import { cn } from '@web/components/ui/cn';

interface EventSwitchProps {
  checked: boolean;
  /** What the switch is: the event and the member ('Import finished for Anna Weber'). */
  label: string;
  /** The owner changes it; everyone else sees it as it is. */
  editable: boolean;
  /** While the member's row is being saved. */
  busy: boolean;
  /** Why a read-only switch cannot be changed: shown on hover, on focus and on a tap. */
  reason: string;
  onChange(checked: boolean): void;
}

const track = (checked: boolean) =>
  cn(
    'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    checked ? 'bg-brand-600' : 'bg-slate-300',
  );

function Knob({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-5 rounded-full bg-white shadow transition-transform',
        checked ? 'translate-x-5' : 'translate-x-0.5',
      )}
    />
  );
}

/**
 * One member's switch for one event. A read-only switch stays focusable (aria-disabled, not disabled), so a
 * keyboard or screen reader user reaches it and hears why it cannot be changed; the reason shows beside it on
 * hover and focus, and after a tap where there is no hover.
 */
export function EventSwitch({ checked, label, editable, busy, reason, onChange }: EventSwitchProps) {
  const reasonId = useId();
  const [tapped, setTapped] = useState(false);
  if (editable)
    return (
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        disabled={busy}
        onClick={() => onChange(!checked)}
        className={cn(track(checked), 'disabled:cursor-wait disabled:opacity-60')}
      >
        <Knob checked={checked} />
      </button>
    );
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        aria-disabled="true"
        aria-describedby={reasonId}
        onClick={() => setTapped(true)}
        onBlur={() => setTapped(false)}
        className={cn(track(checked), 'cursor-not-allowed opacity-60')}
      >
        <Knob checked={checked} />
      </button>
      <span
        id={reasonId}
        role="tooltip"
        className={cn(
          // Above the switch: the table scrolls sideways in its frame, which would clip a reason below the last row.
          'pointer-events-none absolute bottom-full left-1/2 z-10 mb-1 w-max max-w-60 -translate-x-1/2 rounded-md bg-slate-900 px-2 py-1 text-center text-xs font-normal text-white shadow',
          'invisible group-focus-within:visible group-hover:visible',
          tapped ? 'visible' : '',
        )}
      >
        {reason}
      </span>
    </span>
  );
}
