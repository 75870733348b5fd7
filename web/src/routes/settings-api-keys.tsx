import { ApiKeysPage } from '@web/features/api-keys/components/api-keys-page';

/** Settings > API keys: the keys other systems read the content API with (issue 34, point 4). */
export function Component() {
  return <ApiKeysPage />;
}
