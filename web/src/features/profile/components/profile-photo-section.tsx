import { uploadFormatsHint } from '@common/assets/upload-formats';
import { UserCircle } from 'lucide-react';
import { useState } from 'react';
import type { Profile } from '@common/profile/schemas';
import { Button } from '@web/components/ui/button';
import { useProfileTexts } from '@web/locales/profile';
import { PhotoUploadDialog } from './photo-upload-dialog';

/** The current photo (or a placeholder) and the way to change it. */
export function ProfilePhotoSection({ profile }: { profile: Profile }) {
  const t = useProfileTexts();
  const [uploading, setUploading] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-4">
      {profile.photoUrl ? (
        <img src={profile.photoUrl} alt={t('photo.alt')} className="size-20 rounded-full object-cover" />
      ) : (
        <UserCircle className="size-20 text-slate-500" role="img" aria-label={t('photo.none')} />
      )}
      <div className="space-y-1">
        <Button variant="outline" onClick={() => setUploading(true)}>
          {t('photo.change')}
        </Button>
        <p className="text-xs text-slate-600">{uploadFormatsHint}</p>
      </div>
      <PhotoUploadDialog open={uploading} onOpenChange={setUploading} />
    </div>
  );
}
