import { LinkButton } from '@web/components/ui/link-button';

export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-700 py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Give your hotel’s content a home
        </h2>
        <p className="mt-4 text-lg text-brand-50">
          Import your property in minutes, plan your next season on the calendar and keep every channel
          connection in view.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to="/signup" size="lg" variant="inverse">
            Get started
          </LinkButton>
          <LinkButton to="/contact" size="lg" variant="inverseOutline">
            Talk to us
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
