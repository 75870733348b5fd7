import { Check, Copy } from 'lucide-react';
import { Button, type ButtonProps } from './button';

interface CopyButtonProps {
  /** Whether the last copy worked: the button then shows a check and `copiedLabel`. */
  copied: boolean;
  onCopy(): void;
  label: string;
  copiedLabel: string;
  size?: ButtonProps['size'];
}

/** The outline 'Copy' button beside a read-only text; what it says comes from the screen's own catalogue. */
export function CopyButton({ copied, onCopy, label, copiedLabel, size }: CopyButtonProps) {
  return (
    <Button variant="outline" size={size} onClick={onCopy}>
      {copied ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
      {copied ? copiedLabel : label}
    </Button>
  );
}
