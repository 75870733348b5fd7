import { ContactDetails } from '@web/features/marketing/components/contact/contact-details';
import { ContactForm } from '@web/features/marketing/components/contact/contact-form';
import { PublicLayout } from '@web/features/marketing/components/layout/public-layout';
import { PageIntro } from '@web/features/marketing/components/page-intro';
import { useDocumentTitle } from '@web/features/marketing/hooks/use-document-title';
import { useContactTexts } from '@web/locales/contact';

export function Component() {
  const t = useContactTexts();
  useDocumentTitle(t('documentTitle'));
  return (
    <PublicLayout>
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <PageIntro eyebrow={t('eyebrow')} title={t('title')}>
          {t('intro')}
        </PageIntro>
        <div className="mt-12 grid gap-10 md:grid-cols-[1fr_2fr]">
          <ContactDetails />
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <ContactForm />
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
