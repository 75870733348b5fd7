import { PublicLayout } from '@web/features/marketing/components/layout/public-layout';
import { StaticPage } from '@web/features/marketing/components/static/static-page';
import { useImprintTexts } from '@web/locales/imprint';

export function Component() {
  const t = useImprintTexts();
  return (
    <PublicLayout>
      <StaticPage content={t('page', { returnObjects: true })} />
    </PublicLayout>
  );
}
