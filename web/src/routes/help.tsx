import { helpContent } from '@web/features/marketing/content/help-content';
import { PublicLayout } from '@web/features/marketing/components/layout/public-layout';
import { HelpFaq } from '@web/features/marketing/components/static/help-faq';
import { StaticPage } from '@web/features/marketing/components/static/static-page';

/** Help: getting started and questions by area; linked from the footer only. */
export function Component() {
  return (
    <PublicLayout>
      <StaticPage content={helpContent}>
        <HelpFaq />
      </StaticPage>
    </PublicLayout>
  );
}
