/**
 * Which forms on the page hold unsaved changes. Each form says so through useUnsavedChangesGuard; the one
 * prompt of the signed-in app (unsaved-changes-prompt.tsx) asks before a navigation while any does. A store
 * rather than a prop, so that a form deep in a page needs one line and no dialog of its own.
 */
const unsavedForms = new Set<symbol>();

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
};
