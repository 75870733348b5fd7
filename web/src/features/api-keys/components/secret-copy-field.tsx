import { CopyButton } from '@web/components/ui/copy-button';

interface SecretCopyFieldProps {
  id: string;
  label: string;
  value: string;
  copied: boolean;
  onCopy(): void;
  copyLabel: string;
  copiedLabel: string;
}

/** A secret shown only once (an API key, a webhook's signing secret): read-only, selected on focus, with 'Copy'. */
export function SecretCopyField({
  id,
  label,
  value,
  copied,
  onCopy,
  copyLabel,
  copiedLabel,
}: SecretCopyFieldProps) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
        <CopyButton copied={copied} onCopy={onCopy} label={copyLabel} copiedLabel={copiedLabel} />
      </div>
    </>
  );
}
