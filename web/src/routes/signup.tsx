import { SignupPage } from '@web/features/accounts/components/signup-page';

export function Component() {
  return <SignupPage />;
}
