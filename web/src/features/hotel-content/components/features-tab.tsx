import type { FeatureCategoryId } from '@common/content/schemas';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useFeatures } from '../api/get-features';
import { useSwitchFeature } from '../api/switch-feature';
import { useContentTexts } from '@web/locales/content';
import { FeatureGroup } from './feature-group';

interface FeaturesTabProps {
  hotelId: string;
  /** The room whose features are shown, or null for the hotel's facilities and policies. */
  roomId: string | null;
  category: FeatureCategoryId;
  loadingText: string;
  emptyText: string;
  /** In preview every subcategory group starts open. */
  expandAll?: boolean;
}

/** Facilities & Services, Policies or Room Facilities: subcategory groups in two columns, a switch per feature. */
export function FeaturesTab({
  hotelId,
  roomId,
  category,
  loadingText,
  emptyText,
  expandAll = false,
}: FeaturesTabProps) {
  const t = useContentTexts();
  const features = useFeatures(hotelId, roomId);
  const switchFeature = useSwitchFeature(hotelId, roomId);

  if (features.isPending) {
    return (
      <div role="status" className="py-6 text-sm text-slate-700">
        <Spinner label={loadingText} />
      </div>
    );
  }
  if (features.isError) return <Alert tone="error">{t('features.loadFailed')}</Alert>;

  const subcategories = features.data.categories.find((entry) => entry.id === category)?.subcategories ?? [];
  return (
    <div className="space-y-4">
      {switchFeature.isError ? (
        <Alert tone="error">{errorMessage(switchFeature.error, t('features.switchFailed'))}</Alert>
      ) : null}
      {subcategories.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-2">
          {subcategories.map((subcategory) => (
            <FeatureGroup
              key={subcategory.id}
              subcategory={subcategory}
              disabled={switchFeature.isPending}
              initiallyOpen={expandAll}
              onToggle={(featureId, active) => switchFeature.mutate({ featureId, active })}
            />
          ))}
        </div>
      )}
    </div>
  );
}
