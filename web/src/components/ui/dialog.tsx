import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { screenLanguageOf } from '@web/lib/i18n/screen-language';
import { useAppTexts } from '@web/locales/app';
import { cn } from './cn';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** While busy the dialog cannot be closed. */
  closeDisabled?: boolean;
  className?: string;
  /**
   * The language of the dialog's own words where it differs from its page's: the app shell's menu and the
   * English image picker on the German content page. Otherwise the close button speaks the page's language.
   */
  language?: ScreenLanguage;
}

type ScreenLanguage = ReturnType<typeof screenLanguageOf>;

/**
 * A modal dialog with focus trap, Escape to close and a labelled close button. Closed, it gives the focus back
 * to what opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeDisabled,
  className,
  language,
}: DialogProps) {
  const opener = useOpener(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (!closeDisabled || next) && onOpenChange(next)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
            className,
          )}
          aria-describedby={description ? undefined : undefined}
          onCloseAutoFocus={(event) => {
            // Radix returns the focus only to its own Dialog.Trigger, which our dialogs, opened from state, lack.
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                  {description}
                </RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            {language ? (
              <CloseButton language={language} disabled={closeDisabled} />
            ) : (
              <PageCloseButton disabled={closeDisabled} />
            )}
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * The close button in the language of the page the dialog opens on (lib/i18n/screen-language.ts: 'Schließen'
 * on the German content page). Outside a router (a component's own jsdom test) there is no page: English.
 */
function PageCloseButton({ disabled }: { disabled?: boolean }) {
  return useInRouterContext() ? (
    <RoutedCloseButton disabled={disabled} />
  ) : (
    <CloseButton language="english" disabled={disabled} />
  );
}

function RoutedCloseButton({ disabled }: { disabled?: boolean }) {
  return <CloseButton language={screenLanguageOf(useLocation().pathname)} disabled={disabled} />;
}

function CloseButton({ language, disabled }: { language: ScreenLanguage; disabled?: boolean }) {
  const t = useAppTexts();
  return (
    <RadixDialog.Close
      className="rounded-md p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-40"
      aria-label={t(`dialog.${language}.close`)}
      disabled={disabled}
    >
      <X className="size-5" aria-hidden="true" />
    </RadixDialog.Close>
  );
}

/**
 * The element that had the focus when the dialog opened (a button, a menu's trigger). Read in a layout effect,
 * which runs before Radix moves the focus into the dialog.
 */
function useOpener(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
  }, [open]);
  return opener;
}
