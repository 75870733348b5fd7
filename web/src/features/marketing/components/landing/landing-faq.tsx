import { landingFaq } from '../../content/faq-content';
import { FaqList } from '../faq-list';
import { SectionHeading } from '../section-heading';

export function LandingFaq() {
  return (
    <section aria-labelledby="faq-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Questions hoteliers ask us" />
        <div className="mt-10">
          <FaqList items={landingFaq} />
        </div>
      </div>
    </section>
  );
}
