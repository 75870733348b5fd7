import { useMemo, useState } from 'react';
import type { AssetView } from '@common/assets/schemas';
import { useAssetTexts } from '@web/locales/assets';

/**
 * The picker's ticked images, in the order they were ticked. A tick past the place's limit is not taken and
 * the limit is said instead; unticking takes the notice away.
 */
export function usePicks(limit: { remaining: number; rule: string } | undefined) {
  const t = useAssetTexts();
  const [picked, setPicked] = useState<AssetView[]>([]);
  const [limitNotice, setLimitNotice] = useState<string | null>(null);
  const pickedIds = useMemo(() => new Set(picked.map((asset) => asset.id)), [picked]);

  const toggle = (asset: AssetView) => {
    if (pickedIds.has(asset.id)) {
      setPicked(picked.filter((other) => other.id !== asset.id));
      setLimitNotice(null);
    } else if (limit && picked.length >= limit.remaining) {
      setLimitNotice(
        limit.remaining === 0
          ? t('picker.limitReachedNone', { rule: limit.rule })
          : t('picker.limitReached', { rule: limit.rule, remaining: limit.remaining }),
      );
    } else {
      setPicked([...picked, asset]);
    }
  };

  return { picked, pickedIds, toggle, limitNotice };
}
