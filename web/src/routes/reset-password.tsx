import { ResetPasswordPage } from '@web/features/accounts/components/reset-password-page';

export function Component() {
  return <ResetPasswordPage />;
}
