import { PublicLayout } from '@web/features/marketing/components/layout/public-layout';
import { StaticPage } from '@web/features/marketing/components/static/static-page';
import { useTermsTexts } from '@web/locales/terms';

export function Component() {
  const t = useTermsTexts();
  return (
    <PublicLayout>
      <StaticPage content={t('page', { returnObjects: true })} />
    </PublicLayout>
  );
}
