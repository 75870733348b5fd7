import { useQueryClient } from '@tanstack/react-query';
import { UserCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useProfile } from '@web/features/profile/api/get-profile';
import { profileUpdatedEvent } from '@web/features/profile/profile-events';
import { useShellTexts } from '@web/locales/shell';

/** The user's full name ('Loading...' until known) with their photo or a placeholder icon. */
export function UserBadge() {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const t = useShellTexts();

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['profile'] });
    window.addEventListener(profileUpdatedEvent, refresh);
    return () => window.removeEventListener(profileUpdatedEvent, refresh);
  }, [queryClient]);

  const data = profile.data;
  const fullName = data ? `${data.firstName} ${data.lastName}`.trim() || data.email : t('userBadge.loading');
  return (
    <div className="flex items-center gap-2">
      <span className="hidden text-sm font-medium text-slate-800 sm:inline" data-testid="user-full-name">
        {fullName}
      </span>
      {data?.photoUrl ? (
        <img src={data.photoUrl} alt={t('userBadge.photo')} className="size-8 rounded-full object-cover" />
      ) : (
        <UserCircle className="size-8 text-slate-500" aria-label={t('userBadge.noPhoto')} role="img" />
      )}
    </div>
  );
}
