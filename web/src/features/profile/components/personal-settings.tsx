import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useProfileTexts } from '@web/locales/profile';
import { useProfile } from '../api/get-profile';
import { ChangeEmailSection } from './change-email-section';
import { ChangePasswordSection } from './change-password-section';
import { DangerZone } from './danger-zone';
import { EmailChangeNotice } from './email-change-notice';
import { ProfileForm } from './profile-form';
import { ProfilePhotoSection } from './profile-photo-section';
import { SetPasswordByMail } from './set-password-by-mail';

/** Settings > Personal: photo, name and phone, e-mail address, password, and account deletion. */
export function PersonalSettings() {
  const t = useProfileTexts();
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <div role="status" className="text-sm text-slate-700">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (profile.isError) return <Alert tone="error">{t('loadFailed')}</Alert>;

  return (
    <div className="max-w-3xl space-y-6">
      <EmailChangeNotice />
      <Card className="p-6">
        <h2 className="mb-4 text-xl font-semibold text-slate-900">{t('personalHeading')}</h2>
        <div className="space-y-6">
          <ProfilePhotoSection profile={profile.data} />
          <ProfileForm profile={profile.data} />
        </div>
      </Card>
      <Card className="p-6">
        <h2 className="mb-4 text-xl font-semibold text-slate-900">{t('emailHeading')}</h2>
        <ChangeEmailSection profile={profile.data} />
      </Card>
      <Card className="p-6">
        <h2 className="mb-4 text-xl font-semibold text-slate-900">
          {profile.data.hasPassword ? t('changePasswordHeading') : t('passwordHeading')}
        </h2>
        {profile.data.hasPassword ? (
          <ChangePasswordSection />
        ) : (
          <SetPasswordByMail email={profile.data.email} />
        )}
      </Card>
      <DangerZone profile={profile.data} />
    </div>
  );
}
