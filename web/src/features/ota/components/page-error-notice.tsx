import type { PageError } from '@common/ota/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useOtaTexts } from '@web/locales/ota';
import { useNavigateSession } from '../api/navigate-session';

interface PageErrorNoticeProps {
  error: PageError;
  sessionId: string;
  channelName: string;
  /** Where the connection started: the way back from any error page. */
  loginUrl: string;
}

function hostOf(url: string | null): string | null {
  try {
    return url ? new URL(url).host : null;
  } catch {
    return null;
  }
}

/**
 * Chromium's error page in the live browser, said in plain words (issue 31, point 11): whether the site did not
 * answer, took too long or lies outside the channel, and that it is not the operator's password. One way out:
 * the channel's login page again, which is where a connection starts (and, once logged in, leads home).
 */
export function PageErrorNotice({ error, sessionId, channelName, loginUrl }: PageErrorNoticeProps) {
  const t = useOtaTexts();
  const navigate = useNavigateSession(sessionId);
  const page = hostOf(error.url) ?? t('unknownPage');
  const message =
    error.reason === 'blocked'
      ? t('pageErrors.blocked', { page, channel: channelName })
      : t(`pageErrors.${error.reason}`, { page });
  const { error: refusal } = navigate;
  // The server's words (outside the channel, session ended), else the spec's 'Failed to navigate: ...'.
  const failure =
    refusal instanceof ApiError
      ? errorMessage(refusal, t('navigateFailed', { status: refusal.status, text: refusal.message }))
      : refusal
        ? t('unknownError', { message: refusal.message })
        : null;

  return (
    <Alert tone="error" className="mb-2 space-y-2">
      <p>{message}</p>
      <Button
        size="sm"
        variant="outline"
        disabled={navigate.isPending}
        onClick={() => navigate.mutate(loginUrl)}
      >
        {navigate.isPending ? t('openingLoginPage') : t('openLoginPageAgain')}
      </Button>
      {failure ? <p>{failure}</p> : null}
    </Alert>
  );
}
