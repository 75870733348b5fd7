import {
  cloneElement,
  useId,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { roleAllows, type MemberRole } from '@common/teams/roles';
import { teamTexts } from '@common/teams/texts';
import { cn } from '@web/components/ui/cn';
import { sharedText } from '@web/lib/i18n/shared-text';
import { useActiveHotelIfAny } from '@web/features/hotels/active-hotel';

/** What makes a button, link, switch or select locked: focusable, aria-disabled, its activation swallowed. */
export interface LockedControlProps {
  'aria-disabled': true;
  'aria-describedby': string;
  /** Never natively disabled (a Save with nothing to save is), which would take it out of the focus order. */
  disabled?: false;
  /** Styled once in styles.css (dimmed, not-allowed cursor), whatever the control's own classes. */
  'data-role-locked': '';
  onClickCapture(event: SyntheticEvent): void;
  onKeyDownCapture(event: KeyboardEvent): void;
  onPointerDownCapture(event: PointerEvent): void;
  onMouseDownCapture(event: MouseEvent): void;
  onDragStartCapture(event: SyntheticEvent): void;
  onDropCapture(event: SyntheticEvent): void;
  onFocusCapture(): void;
  onBlurCapture(): void;
  onPointerOverCapture(): void;
  onPointerOutCapture(event: PointerEvent): void;
}

/** What makes a text field or text area locked: its value readable and selectable, not editable. */
export interface LockedFieldProps {
  /** Optional in the type only, so a field may state its own before these (it is always set). */
  readOnly?: true;
  'aria-describedby': string;
  onFocusCapture(): void;
  onBlurCapture(): void;
  onKeyDownCapture(event: KeyboardEvent): void;
}

export interface RoleLock {
  /** Whether the user's role in the hotel (the active one unless given) is below what the control needs. */
  locked: boolean;
  /** Spread on the control (after its own props); empty when it is not locked. */
  controlProps: LockedControlProps | Record<string, never>;
  /** Spread on a text field or text area instead; empty when it is not locked. */
  fieldProps: LockedFieldProps | Record<string, never>;
  /** The id of the reason the locked props point to: the tooltip's, or a RoleLockNote's. */
  reasonId: string;
  /**
   * The reason as a tooltip under (or above) the control, shown on hover, focus and tap; null when not locked. Render it
   * inside an element that is `relative` around the control (RoleLocked does), once per lock.
   */
  tooltip: ReactNode;
}

export interface RoleLockOptions {
  /** Where the tooltip sits under the control: centred, or flush with its start or end (near an edge). */
  align?: 'center' | 'start' | 'end';
  /** Under the control, or above it where below would be cut off (a control at the foot of a tile). */
  side?: 'below' | 'above';
  /**
   * The user's role in the hotel the control acts on, where that is not the active hotel (a hotel card in
   * Settings, onboarding's import): by default the active hotel's, and none (locked) outside the shell.
   */
  role?: MemberRole;
}

const tooltipSide = { below: 'top-full mt-1', above: 'bottom-full mb-1' } as const;

const tooltipAlign = {
  center: 'left-1/2 -translate-x-1/2',
  start: 'left-0',
  end: 'right-0',
} as const;

/** Keys that activate a button or link, open a menu from its trigger, or start a keyboard drag (dnd-kit). */
const activationKeys = new Set(['Enter', ' ', 'Spacebar', 'ArrowDown', 'ArrowUp']);
/** Keys a locked select or radio button still takes: moving on and closing what is open. */
const passingKeys = new Set(['Tab', 'Escape', 'Shift']);

/** A select, radio button or checkbox, which arrows and letters change too. */
const takesKeys = (element: EventTarget) =>
  element instanceof HTMLSelectElement ||
  (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox'));

const swallow = (event: SyntheticEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/** The reason a control is locked, in the interface language. */
export const roleLockReason = () => sharedText(teamTexts.roleNotAllowed);

/**
 * Locks a control the user's role in the active hotel does not allow (issue 36, part 3): it stays in its place and
 * focusable (aria-disabled, not disabled), so a keyboard or screen reader user reaches it and hears why; a click,
 * Enter or Space, a pointer press (which opens menus and starts a drag) and a drag do nothing. The reason,
 * 'Your role does not allow this.', shows on hover, on keyboard focus and after a tap where there is no hover,
 * and Escape hides it again. The server decides every request; this only keeps the page from offering what it
 * would refuse. The handlers are capture handlers: they run before the control's own and stop them, in whatever
 * order the props are spread.
 */
export function useRoleLock(
  needed: MemberRole,
  { align = 'center', side = 'below', role }: RoleLockOptions = {},
): RoleLock {
  const activeRole = useActiveHotelIfAny()?.activeHotel?.role ?? null;
  const userRole = role ?? activeRole;
  const allowed = userRole !== null && roleAllows(userRole, needed);
  const reasonId = useId();
  const [shown, setShown] = useState(false);
  if (allowed) return { locked: false, controlProps: {}, fieldProps: {}, reasonId, tooltip: null };

  const show = () => setShown(true);
  const hide = () => setShown(false);
  const controlProps: LockedControlProps = {
    'aria-disabled': true,
    'aria-describedby': reasonId,
    disabled: false,
    'data-role-locked': '',
    onClickCapture: (event) => {
      swallow(event);
      show();
    },
    onKeyDownCapture: (event) => {
      if (event.key === 'Escape') return hide();
      if (activationKeys.has(event.key) || (takesKeys(event.currentTarget) && !passingKeys.has(event.key)))
        swallow(event);
    },
    // A dnd-kit handle and a Radix menu trigger start on the press.
    onPointerDownCapture: (event) => event.stopPropagation(),
    // A native select opens on it: kept shut, but focused as a press would.
    onMouseDownCapture: (event) => {
      if (!(event.currentTarget instanceof HTMLSelectElement)) return;
      event.preventDefault();
      event.currentTarget.focus();
    },
    onDragStartCapture: swallow,
    onDropCapture: swallow,
    onFocusCapture: show,
    onBlurCapture: hide,
    onPointerOverCapture: show,
    onPointerOutCapture: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
    },
  };
  const fieldProps: LockedFieldProps = {
    readOnly: true,
    'aria-describedby': reasonId,
    onFocusCapture: show,
    onBlurCapture: hide,
    onKeyDownCapture: (event) => {
      if (event.key === 'Escape') hide();
      // Enter in a read-only field would still send its form.
      else if (event.key === 'Enter' && !(event.currentTarget instanceof HTMLTextAreaElement)) swallow(event);
    },
  };
  return {
    locked: true,
    controlProps,
    fieldProps,
    reasonId,
    tooltip: (
      <RoleLockTooltip id={reasonId} shown={shown} place={`${tooltipSide[side]} ${tooltipAlign[align]}`} />
    ),
  };
}

function RoleLockTooltip({ id, shown, place }: { id: string; shown: boolean; place: string }) {
  return (
    <span
      id={id}
      role="tooltip"
      data-state={shown ? 'open' : 'closed'}
      className={cn(
        'pointer-events-none absolute z-20 w-max max-w-56 rounded-md',
        place,
        'bg-slate-900 px-2 py-1 text-center text-xs font-normal whitespace-normal text-white normal-case shadow',
        shown ? 'visible' : 'invisible',
      )}
    >
      {roleLockReason()}
    </span>
  );
}

/**
 * The reason as a note always shown, for a lock shared by several controls (a form's fields) or beside a control
 * in a list that scrolls (where a tooltip would be cut off): render it instead of the lock's tooltip, so the
 * controls' aria-describedby points to it. `inline` makes it a span, for inside a label.
 */
export function RoleLockNote({
  lock,
  className,
  inline = false,
}: {
  lock: RoleLock;
  className?: string;
  inline?: boolean;
}) {
  if (!lock.locked) return null;
  const Note = inline ? 'span' : 'p';
  return (
    <Note id={lock.reasonId} className={cn('text-sm text-slate-600', className)}>
      {roleLockReason()}
    </Note>
  );
}

/** Joins the control's own description with the lock's reason, so neither replaces the other. */
function describedBy(own: unknown, reasonId: string) {
  return typeof own === 'string' && own ? `${own} ${reasonId}` : reasonId;
}

/**
 * One control that needs `needed`: as it is for a role that allows it; otherwise locked (useRoleLock), wrapped
 * with its tooltip. The child must pass unknown props on to its element (Button, Link, a native element do).
 */
export function RoleLocked({
  needed,
  children,
  className,
  align,
  side,
  role,
}: RoleLockOptions & {
  needed: MemberRole;
  children: ReactElement<Record<string, unknown>>;
  /** For the wrapper around a locked control (e.g. `w-full` where the control fills its row). */
  className?: string;
}) {
  const lock = useRoleLock(needed, { align, side, role });
  if (!lock.locked) return children;
  return (
    <span className={cn('relative inline-flex', className)}>
      {cloneElement(children, {
        ...lock.controlProps,
        'aria-describedby': describedBy(children.props['aria-describedby'], lock.reasonId),
      })}
      {lock.tooltip}
    </span>
  );
}
