import { LinkButton } from '@web/components/ui/link-button';
import { useSession } from '@web/lib/session';
import { useSiteTexts } from '@web/locales/site';

/**
 * 'Sign in' and 'Get started' for visitors; a signed-in user reading pricing or a legal page gets a way back
 * to the app instead.
 */
export function AccountLinks({ onNavigate, stacked }: { onNavigate?: () => void; stacked?: boolean }) {
  const t = useSiteTexts();
  const { user } = useSession();
  const width = stacked ? 'w-full' : undefined;
  if (user) {
    return (
      <LinkButton to="/dashboard" onClick={onNavigate} className={width}>
        {t('account.dashboard')}
      </LinkButton>
    );
  }
  return (
    <>
      <LinkButton to="/login" variant="outline" onClick={onNavigate} className={width}>
        {t('account.signIn')}
      </LinkButton>
      <LinkButton to="/signup" onClick={onNavigate} className={width}>
        {t('account.getStarted')}
      </LinkButton>
    </>
  );
}
