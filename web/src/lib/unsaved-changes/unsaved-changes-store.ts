/**
 * Which forms on the page hold unsaved changes. Each form says so through useUnsavedChangesGuard; the one
 * prompt of the signed-in app (unsaved-changes-prompt.tsx) asks before a navigation while any does. A store
 * rather than a prop, so that a form deep in a page needs one line and no dialog of its own.
 */
const unsavedForms = new Set<symbol>();

/**
 * A way out that is not a navigation (Logout: the route guard's redirect after it is never held), waiting for
 * the prompt's answer while forms hold unsaved changes.
 */
let waitingExit: (() => void) | null = null;
const listeners = new Set<() => void>();
const announce = () => listeners.forEach((listener) => listener());

export const unsavedChanges = {
  /** Marks one form as holding unsaved changes; the answer unmarks it. */
  mark(form: symbol): () => void {
    unsavedForms.add(form);
    return () => {
      unsavedForms.delete(form);
    };
  },
  any(): boolean {
    return unsavedForms.size > 0;
  },
  /**
   * Leaves the page by `exit` (signing out): at once when nothing is unsaved, otherwise after the prompt's
   * 'Discard changes'; 'Keep editing' drops it and the text stays.
   */
  exit(exit: () => void): void {
    if (!unsavedChanges.any()) return exit();
    waitingExit = exit;
    announce();
  },
  /** Whether an exit waits for the prompt's answer (read with useSyncExternalStore). */
  exitWaiting(): boolean {
    return waitingExit !== null;
  },
  /** The prompt's answer to a waiting exit: discard runs it, keep editing drops it. */
  answerExit(discard: boolean): void {
    const exit = waitingExit;
    waitingExit = null;
    announce();
    if (discard) exit?.();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
