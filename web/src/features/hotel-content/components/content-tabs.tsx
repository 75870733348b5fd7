import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@web/components/ui/cn';

export interface ContentTab<Id extends string> {
  id: Id;
  label: string;
}

interface ContentTabsProps<Id extends string> {
  label: string;
  tabs: readonly ContentTab<Id>[];
  activeId: Id;
  onChange(id: Id): void;
  /** The active tab's panel. */
  children: ReactNode;
}

/**
 * A WAI-ARIA tablist with one panel: arrow keys, Home and End move between the tabs and show them at once;
 * only the active tab is in the tab order.
 */
export function ContentTabs<Id extends string>({
  label,
  tabs,
  activeId,
  onChange,
  children,
}: ContentTabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target]!.id;
    onChange(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <div role="tablist" aria-label={label} className="flex overflow-x-auto border-b border-slate-200">
        {tabs.map((tab, index) => {
          const active = tab.id === activeId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              onClick={() => onChange(tab.id)}
              onKeyDown={(event) => move(event, index)}
              className={cn(
                'h-11 whitespace-nowrap border-b-2 px-4 text-sm font-medium',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                active
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-700 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(activeId)} tabIndex={0} className="p-4 lg:p-6">
        {children}
      </div>
    </div>
  );
}
