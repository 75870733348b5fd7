import { helpFaqGroups } from '../../content/help-content';
import { FaqList } from '../faq-list';

/** The help page's questions, grouped by the area of the product they are about. */
export function HelpFaq() {
  return (
    <section aria-labelledby="help-faq-heading" className="mt-12">
      <h2 id="help-faq-heading" className="text-xl font-semibold text-slate-900">
        Frequently asked questions
      </h2>
      <div className="mt-6 space-y-8">
        {helpFaqGroups.map((group) => (
          <div key={group.heading}>
            <h3 className="mb-3 font-semibold text-slate-900">{group.heading}</h3>
            <FaqList items={group.items} />
          </div>
        ))}
      </div>
    </section>
  );
}
