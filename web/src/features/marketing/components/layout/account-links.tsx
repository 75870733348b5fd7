import { LinkButton } from '@web/components/ui/link-button';
import { useSession } from '@web/lib/session';

/**
 * 'Sign in' and 'Get started' for visitors; a signed-in user reading pricing or a legal page gets a way back
 * to the app instead.
 */
export function AccountLinks({ onNavigate, stacked }: { onNavigate?: () => void; stacked?: boolean }) {
  const { user } = useSession();
  const width = stacked ? 'w-full' : undefined;
  if (user) {
    return (
      <LinkButton to="/dashboard" onClick={onNavigate} className={width}>
        Dashboard
      </LinkButton>
    );
  }
  return (
    <>
      <LinkButton to="/login" variant="outline" onClick={onNavigate} className={width}>
        Sign in
      </LinkButton>
      <LinkButton to="/signup" onClick={onNavigate} className={width}>
        Get started
      </LinkButton>
    </>
  );
}
