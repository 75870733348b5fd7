import { profileTexts } from '@common/profile/schemas';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useProfile } from '../api/get-profile';
import { DangerZone } from './danger-zone';
import { ProfileForm } from './profile-form';
import { ProfilePhotoSection } from './profile-photo-section';

/** Settings > Personal: photo, name and phone, and account deletion. */
export function PersonalSettings() {
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <div role="status" className="text-sm text-slate-700">
        <Spinner label="Loading..." />
      </div>
    );
  }
  if (profile.isError) return <Alert tone="error">{profileTexts.loadFailed}</Alert>;

  return (
    <div className="max-w-3xl space-y-6">
      <Card className="p-6">
        <h2 className="mb-4 text-xl font-semibold text-slate-900">Personal Information</h2>
        <div className="space-y-6">
          <ProfilePhotoSection profile={profile.data} />
          <ProfileForm profile={profile.data} />
        </div>
      </Card>
      <DangerZone profile={profile.data} />
    </div>
  );
}
