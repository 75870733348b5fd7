import { ContactDetails } from '@web/features/marketing/components/contact/contact-details';
import { ContactForm } from '@web/features/marketing/components/contact/contact-form';
import { PublicLayout } from '@web/features/marketing/components/layout/public-layout';
import { PageIntro } from '@web/features/marketing/components/page-intro';
import { useDocumentTitle } from '@web/features/marketing/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Contact');
  return (
    <PublicLayout>
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <PageIntro eyebrow="Contact" title="Talk to us">
          Questions about Hotel Content Studio, a demo with your own hotel or an offer for your group: send us
          a message and we will get back to you.
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
