import { PublicLayout } from '@web/features/marketing/components/layout/public-layout';
import { StaticPage } from '@web/features/marketing/components/static/static-page';
import { useAboutTexts } from '@web/locales/about';

export function Component() {
  const t = useAboutTexts();
  return (
    <PublicLayout>
      <StaticPage content={t('page', { returnObjects: true })} />
    </PublicLayout>
  );
}
