import { PublicLayout } from '@web/features/marketing/components/layout/public-layout';
import { HelpFaq } from '@web/features/marketing/components/static/help-faq';
import { StaticPage } from '@web/features/marketing/components/static/static-page';
import { useHelpTexts } from '@web/locales/help';

/** Help: getting started and questions by area; linked from the footer only. */
export function Component() {
  const t = useHelpTexts();
  return (
    <PublicLayout>
      <StaticPage content={t('page', { returnObjects: true })}>
        <HelpFaq heading={t('faqHeading')} groups={t('faqGroups', { returnObjects: true })} />
      </StaticPage>
    </PublicLayout>
  );
}
