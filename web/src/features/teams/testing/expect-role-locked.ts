import { act, fireEvent } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Checks a control the user's role locks (role-lock.tsx) as a user meets it: marked disabled for assistive
 * technology, saying why once focused, and then clicked, pressed (Enter, Space, ArrowDown) and pressed on with a
 * pointer (what opens menus and starts drags). The test then checks that none of it did anything.
 */
export function expectRoleLocked(control: HTMLElement) {
  expect(control.getAttribute('aria-disabled')).toBe('true');
  act(() => control.focus());
  const reason = document.getElementById(control.getAttribute('aria-describedby')!);
  expect(reason?.textContent).toBe('Your role does not allow this.');
  expect(reason?.dataset.state).toBe('open');
  fireEvent.click(control);
  for (const key of ['Enter', ' ', 'ArrowDown']) fireEvent.keyDown(control, { key });
  fireEvent.pointerDown(control);
}
