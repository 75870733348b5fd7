import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { FeatureSubcategoryView } from '@common/content/schemas';
import { cn } from '@web/components/ui/cn';
import { useContentTexts } from '@web/locales/content';
import { FeatureSwitch } from './feature-switch';

interface FeatureGroupProps {
  subcategory: FeatureSubcategoryView;
  /** While any switch's request is in flight, every switch waits (spec part 2, section 4). */
  disabled: boolean;
  onToggle(featureId: string, active: boolean): void;
  /** In preview every group starts open (spec part 2, section 4). */
  initiallyOpen?: boolean;
}

/** A collapsible subcategory: its name and how many are on, then a switch per feature. */
export function FeatureGroup({ subcategory, disabled, onToggle, initiallyOpen = false }: FeatureGroupProps) {
  const t = useContentTexts();
  const [open, setOpen] = useState(initiallyOpen);
  const listId = useId();
  const active = subcategory.features.filter((feature) => feature.active).length;
  return (
    <section className="rounded-lg border border-slate-200">
      <h4>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="font-medium text-slate-900">{subcategory.name}</span>
          <span className="flex items-center gap-2 text-xs text-slate-600">
            {t('features.activeCount', { active, total: subcategory.features.length })}
            <ChevronDown
              className={cn('size-4 transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          </span>
        </button>
      </h4>
      <ul id={listId} hidden={!open} className="divide-y divide-slate-100 border-t border-slate-200 px-4">
        {subcategory.features.map((feature) => (
          <FeatureSwitch
            key={feature.id}
            feature={feature}
            disabled={disabled}
            onToggle={(next) => onToggle(feature.id, next)}
          />
        ))}
      </ul>
    </section>
  );
}
