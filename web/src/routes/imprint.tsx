import { imprintContent } from '@web/features/marketing/content/imprint-content';
import { PublicLayout } from '@web/features/marketing/components/layout/public-layout';
import { StaticPage } from '@web/features/marketing/components/static/static-page';

export function Component() {
  return (
    <PublicLayout>
      <StaticPage content={imprintContent} />
    </PublicLayout>
  );
}
