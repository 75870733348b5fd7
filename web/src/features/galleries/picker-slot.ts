import type { AssetView } from '@common/assets/schemas';

/**
 * TEMPORARY STUB from the rooms-content branch, so its pages compile before the galleries branch lands; the
 * galleries branch's file replaces it on merge.
 */
export interface PickerSlotProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  selectedIds: readonly string[];
  onPick(asset: AssetView): void;
}
