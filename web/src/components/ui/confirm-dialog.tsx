import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** A line under the title, e.g. the name of what is deleted. */
  description?: string;
  /** The question and any warning, in the words of the screen around it. */
  children: ReactNode;
  /** Shown when the last attempt failed; the dialog stays open so the user can try again or cancel. */
  failure: string | null;
  pending: boolean;
  labels: { cancel: string; confirm: string; pending: string };
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before something that cannot be undone (DECISIONS.md 23): nothing happens until the red button is
 * pressed, and while it runs the dialog cannot be closed.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  failure,
  pending,
  labels,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      description={description}
      closeDisabled={pending}
    >
      {children}
      {failure ? (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {labels.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? labels.pending : labels.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
