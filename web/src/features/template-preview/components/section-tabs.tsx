import { usePreviewTexts } from '@web/locales/preview';

export interface SectionTab<Id extends string> {
  id: Id;
  label: string;
  /** The element id of the section the tab scrolls to. */
  sectionId: string;
}

const tabClass =
  'border-b-2 px-4 py-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600';

interface SectionTabsProps<Id extends string> {
  tabs: readonly SectionTab<Id>[];
  active: Id;
  onSelect(tab: SectionTab<Id>): void;
}

/**
 * 'Description', 'Facilities & Services', 'Policies': buttons that scroll to their section (all sections stay on
 * the page), so they are in-page navigation rather than ARIA tabs; the chosen one is marked current.
 */
export function SectionTabs<Id extends string>({ tabs, active, onSelect }: SectionTabsProps<Id>) {
  const t = usePreviewTexts();
  return (
    <nav
      aria-label={t('sections')}
      className="sticky top-0 z-10 -mx-4 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:mx-0 sm:px-0"
    >
      <ul className="flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <button
              type="button"
              aria-current={tab.id === active ? 'true' : undefined}
              onClick={() => onSelect(tab)}
              className={`${tabClass} ${tab.id === active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-700 hover:text-slate-900'}`}
            >
              {tab.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
