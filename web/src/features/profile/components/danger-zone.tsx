import { useState } from 'react';
import type { Profile } from '@common/profile/schemas';
import { Button } from '@web/components/ui/button';
import { useProfileTexts } from '@web/locales/profile';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The one irreversible action of the settings, set apart in red. */
export function DangerZone({ profile }: { profile: Profile }) {
  const t = useProfileTexts();
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="danger-zone-heading"
      className="rounded-xl border border-red-200 bg-white p-6 shadow-sm"
    >
      <h3 id="danger-zone-heading" className="text-base font-semibold text-red-800">
        {t('dangerZone.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('dangerZone.intro')}</p>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        {t('dangerZone.delete')}
      </Button>
      <DeleteAccountDialog profile={profile} open={open} onOpenChange={setOpen} />
    </section>
  );
}
