import { PublicLayout } from '@web/features/marketing/components/layout/public-layout';
import { StaticPage } from '@web/features/marketing/components/static/static-page';
import { useSecurityTexts } from '@web/locales/security';

export function Component() {
  const t = useSecurityTexts();
  return (
    <PublicLayout>
      <StaticPage content={t('page', { returnObjects: true })} />
    </PublicLayout>
  );
}
