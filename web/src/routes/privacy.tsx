import { PublicLayout } from '@web/features/marketing/components/layout/public-layout';
import { StaticPage } from '@web/features/marketing/components/static/static-page';
import { usePrivacyTexts } from '@web/locales/privacy';

export function Component() {
  const t = usePrivacyTexts();
  return (
    <PublicLayout>
      <StaticPage content={t('page', { returnObjects: true })} />
    </PublicLayout>
  );
}
