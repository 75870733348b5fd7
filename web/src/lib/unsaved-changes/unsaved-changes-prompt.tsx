import { useSyncExternalStore } from 'react';
import { useBlocker, useLocation, type BlockerFunction } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { rebuildsForms } from './rebuilds-forms';
import { unsavedChanges } from './unsaved-changes-store';
import { screenLanguageOf } from '@web/lib/i18n/screen-language';
import { useUnsavedChangesTexts } from '@web/locales/unsavedChanges';

/**
 * Holds a navigation to another page back while a form has unsaved changes. Redirects (REPLACE: the route
 * guard after a sign-out, a page sending the user on) are not held: the page that would ask is already gone.
 * Staying on the same page (a tab or filter in the query string) keeps the form, so it is not held either,
 * unless the move says it rebuilds the page's forms (rebuilds-forms.ts), or Back or Forward crosses such a move.
 */
const leavesUnsavedChanges: BlockerFunction = ({ currentLocation, nextLocation, historyAction }) =>
  historyAction !== 'REPLACE' &&
  (currentLocation.pathname !== nextLocation.pathname ||
    rebuildsForms(nextLocation.state) ||
    (historyAction === 'POP' && rebuildsForms(currentLocation.state))) &&
  unsavedChanges.any();

/**
 * The signed-in app's one 'Discard changes?' question (mounted by routes/signed-in.tsx; forms mark themselves
 * with useUnsavedChangesGuard), before a navigation and before Logout (unsavedChanges.exit). Keep editing is
 * the first and default choice, so Escape or a click beside the dialog keeps the text.
 */
export function UnsavedChangesPrompt() {
  const blocker = useBlocker(leavesUnsavedChanges);
  const exitWaiting = useSyncExternalStore(unsavedChanges.subscribe, unsavedChanges.exitWaiting);
  // The page being left, whose language the question speaks.
  const { pathname } = useLocation();
  const t = useUnsavedChangesTexts();
  const blocked = blocker.state === 'blocked';
  if (!blocked && !exitWaiting) return null;
  const language = screenLanguageOf(pathname);
  const keepEditing = () => (blocked ? blocker.reset() : unsavedChanges.answerExit(false));
  const discard = () => (blocked ? blocker.proceed() : unsavedChanges.answerExit(true));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && keepEditing()}
      title={t(`${language}.title`)}
      description={t(`${language}.body`)}
    >
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={keepEditing} autoFocus>
          {t(`${language}.keepEditing`)}
        </Button>
        <Button variant="danger" onClick={discard}>
          {t(`${language}.discard`)}
        </Button>
      </div>
    </Dialog>
  );
}
