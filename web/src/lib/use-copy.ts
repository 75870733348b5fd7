import { useState } from 'react';

/** Copies a text to the clipboard; remembers whether it worked, so the screen can say 'Copied' or warn. */
export function useCopy() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return { copied: state === 'copied', failed: state === 'failed', copy };
}
