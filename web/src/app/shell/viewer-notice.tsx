import { Eye } from 'lucide-react';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { useShellTexts } from '@web/locales/shell';

/**
 * Above every signed-in page of a hotel the user only views (issue 36, part 3): said once, so the locked
 * controls on the page do not come as a surprise. Editors and up see no notice; their few locked controls say
 * why themselves.
 */
export function ViewerNotice() {
  const t = useShellTexts();
  const { activeHotel } = useActiveHotel();
  if (activeHotel?.role !== 'viewer') return null;
  return (
    <p className="mb-4 flex items-start gap-2 rounded-md border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 lg:mb-6">
      <Eye className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span>{t('viewerNotice', { hotel: activeHotel.name })}</span>
    </p>
  );
}
