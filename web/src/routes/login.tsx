import { LoginPage } from '@web/features/accounts/components/login-page';

export function Component() {
  return <LoginPage />;
}
