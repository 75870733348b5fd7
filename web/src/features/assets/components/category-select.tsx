import type { SelectHTMLAttributes } from 'react';
import type { AssetCategory } from '@common/assets/categories';
import { cn } from '@web/components/ui/cn';
import { useAssetTexts } from '@web/locales/assets';

type CategoryValue = AssetCategory | 'all';

interface CategorySelectProps<T extends CategoryValue> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  value: T;
  onChange(value: NoInfer<T>): void;
  /** The categories in the order this screen lists them. */
  categories: readonly AssetCategory[];
  /** Adds 'All Categories' (value 'all') first, for filters. */
  withAll?: boolean;
}

/** A native select of asset categories: keyboard and screen reader friendly everywhere. */
export function CategorySelect<T extends CategoryValue>({
  value,
  onChange,
  categories,
  withAll,
  className,
  ...props
}: CategorySelectProps<T>) {
  const t = useAssetTexts();
  return (
    <select
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      className={cn(
        'h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900',
        'focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none',
        className,
      )}
    >
      {withAll ? <option value="all">{t('library.allCategories')}</option> : null}
      {categories.map((category) => (
        <option key={category} value={category}>
          {t(`categories.${category}`)}
        </option>
      ))}
    </select>
  );
}
