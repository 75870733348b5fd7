import { useState } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { refreshSession } from '@web/lib/session';
import { useAppTexts } from '@web/locales/app';

/** In place of a signed-in page whose session lookup failed: the reason, and a way to ask again. */
export function SessionUnavailable({ message }: { message: string }) {
  const t = useAppTexts();
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    refreshSession()
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-6">
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" onClick={retry} disabled={retrying}>
        {retrying ? t('sessionUnavailable.retrying') : t('sessionUnavailable.retry')}
      </Button>
    </div>
  );
}
