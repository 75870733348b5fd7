import { Alert } from '@web/components/ui/alert';
import { useApiKeysAllowed } from '@web/features/api-keys/api-key-access';
import { ApiKeysPage } from '@web/features/api-keys/components/api-keys-page';
import { useApiKeyTexts } from '@web/locales/apiKeys';

/**
 * Settings > API keys: the keys other systems read the content API with (issue 34, point 4). A member who
 * administers none of their hotels is told why (the tab is disabled; this is for a link opened directly).
 */
export function Component() {
  const t = useApiKeyTexts();
  const allowed = useApiKeysAllowed();
  // Nothing is asked of the server before the hotels say whether it would answer.
  if (allowed === null) return null;
  if (!allowed)
    return (
      <Alert tone="info" className="max-w-2xl">
        <span className="font-medium">{t('page.roleNotAllowed')}</span> {t('page.roleNotAllowedText')}
      </Alert>
    );
  return <ApiKeysPage />;
}
