import { useSearchParams } from 'react-router';
import { accountSettingsTexts } from '@common/accounts/texts';
import { Alert } from '@web/components/ui/alert';
import { useProfileTexts } from '@web/locales/profile';
import { sharedText } from '@web/lib/i18n/shared-text';

/** Error code the server appends when the new address was taken after the link was sent. */
const emailInUseCode = 'EMAIL_IN_USE';

/** What the link of an e-mail change led to: it returns here with `?email=changed` (and `error=` if refused). */
export function EmailChangeNotice() {
  const t = useProfileTexts();
  const [params] = useSearchParams();
  if (params.get('email') !== 'changed') return null;
  const error = params.get('error');
  if (!error) return <Alert tone="success">{t('changeEmail.changed')}</Alert>;
  return (
    <Alert tone="warning">
      {error === emailInUseCode ? sharedText(accountSettingsTexts.emailInUse) : t('changeEmail.linkInvalid')}
    </Alert>
  );
}
