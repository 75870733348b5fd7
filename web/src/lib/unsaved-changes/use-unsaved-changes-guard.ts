import { useEffect, useState } from 'react';
import { unsavedChanges } from './unsaved-changes-store';

/**
 * Keeps what a user typed from being lost by accident: while `unsaved` is true, closing or reloading the tab
 * asks the browser's own question, and leaving the page through the app (a sidebar link, Back) asks
 * 'Discard changes?' (the signed-in app's UnsavedChangesPrompt, through the router's blocker).
 * @param unsaved whether the form holds changes that are not saved yet
 */
export function useUnsavedChangesGuard(unsaved: boolean) {
  const [form] = useState(() => Symbol('unsaved form'));
  useEffect(() => {
    if (!unsaved) return;
    const unmark = unsavedChanges.mark(form);
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      unmark();
      window.removeEventListener('beforeunload', warn);
    };
  }, [form, unsaved]);
}
