import { ForgotPasswordPage } from '@web/features/accounts/components/forgot-password-page';

export function Component() {
  return <ForgotPasswordPage />;
}
