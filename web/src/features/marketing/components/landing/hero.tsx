import ArrowRight from 'lucide-react/icons/arrow-right';
import { LinkButton } from '@web/components/ui/link-button';
import { NewsletterForm } from '../newsletter-form';
import { HeroPreview } from './hero-preview';
import { TypingHeadline } from './typing-headline';

/** The first screen: what the product does, the two ways in, and the demo request form. */
export function Hero() {
  return (
    <section aria-label="Introduction" className="bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        <div>
          <TypingHeadline />
          <p className="mt-6 max-w-xl text-lg text-slate-700">
            Hotel Content Studio keeps your photos, rooms, descriptions, facilities and policies in one place,
            turns them into seasonal, event and audience templates with AI help, and keeps your Booking.com,
            Expedia, Agoda and HRS connections in view.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LinkButton to="/signup" size="lg">
              Get started
              <ArrowRight aria-hidden="true" className="size-5" />
            </LinkButton>
            <LinkButton to="/pricing" size="lg" variant="outline">
              See pricing
            </LinkButton>
          </div>
          <div className="mt-10 max-w-xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm font-medium text-slate-900">Prefer a walkthrough first?</p>
            <p className="mt-1 text-sm text-slate-700">
              Leave your e-mail address and we will show you the studio with your own hotel’s content.
            </p>
            <NewsletterForm source="hero" label="Work e-mail" submitLabel="Request a demo" className="mt-4" />
          </div>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
