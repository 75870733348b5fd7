import { PersonalSettings } from '@web/features/profile/components/personal-settings';

export function Component() {
  return <PersonalSettings />;
}
