import { FaqList, type FaqItem } from '../faq-list';

/** The help page's questions, grouped by the area of the product they are about. */
export function HelpFaq({
  heading,
  groups,
}: {
  heading: string;
  groups: readonly { heading: string; items: readonly FaqItem[] }[];
}) {
  return (
    <section aria-labelledby="help-faq-heading" className="mt-12">
      <h2 id="help-faq-heading" className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <div className="mt-6 space-y-8">
        {groups.map((group) => (
          <div key={group.heading}>
            <h3 className="mb-3 font-semibold text-slate-900">{group.heading}</h3>
            <FaqList items={group.items} />
          </div>
        ))}
      </div>
    </section>
  );
}
