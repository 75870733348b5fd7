import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { errorMessage } from '@web/lib/api-client';

interface TeamConfirmDialogProps {
  title: string;
  /** The question, naming who or what it is about. */
  children: ReactNode;
  labels: { cancel: string; confirm: string; pending: string; failed: string };
  /** The change; the dialog closes when it succeeds and stays open with the reason when it fails. */
  run(): Promise<unknown>;
  onDone(): void;
  onClose(): void;
}

/** Asks before a change of the team that cannot be undone by a click (revoke, remove, leave, hand over). */
export function TeamConfirmDialog({ title, children, labels, run, onDone, onClose }: TeamConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await run();
    } catch (error) {
      setFailure(errorMessage(error, labels.failed));
      setPending(false);
      return;
    }
    setPending(false);
    onDone();
  };

  return (
    <ConfirmDialog
      open
      title={title}
      failure={failure}
      pending={pending}
      labels={labels}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p className="text-sm text-slate-700">{children}</p>
    </ConfirmDialog>
  );
}
