import { useId } from 'react';
import { Alert } from '@web/components/ui/alert';
import { cn } from '@web/components/ui/cn';
import { CopyButton } from '@web/components/ui/copy-button';
import { useCopy } from '@web/lib/use-copy';

interface CopyableCodeProps {
  label: string;
  /** A line under the label, read out with the group. */
  hint?: string;
  code: string;
  /** The button's texts and the warning when the clipboard refuses, from the calling screen's catalogue. */
  texts: { copy: string; copied: string; copyFailed: string };
  /** How the code block scrolls: the snippets only sideways, the longer schema.org data within a height. */
  className?: string;
}

/** Read-only code with its label, 'Copy' and what came of it: the 'Website' section's snippets and addresses. */
export function CopyableCode({ label, hint, code, texts, className }: CopyableCodeProps) {
  const clipboard = useCopy();
  const labelId = useId();
  const hintId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hint ? hintId : undefined}
      className="space-y-2"
    >
      <div className="flex items-center justify-between gap-2">
        <p id={labelId} className="text-sm font-medium text-slate-800">
          {label}
        </p>
        <CopyButton
          size="sm"
          copied={clipboard.copied}
          onCopy={() => void clipboard.copy(code)}
          label={texts.copy}
          copiedLabel={texts.copied}
        />
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <pre
        aria-labelledby={labelId}
        tabIndex={0}
        className={cn(
          'rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap break-all text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none',
          className,
        )}
      >
        <code>{code}</code>
      </pre>
      {clipboard.failed ? <Alert tone="error">{texts.copyFailed}</Alert> : null}
    </div>
  );
}
