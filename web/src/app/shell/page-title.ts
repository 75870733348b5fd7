import { shellTexts } from '@web/locales/shell';
import type { PageName } from './navigation';

const titles: [prefix: string, page: PageName][] = [
  ['/active-content', 'activeContent'],
  ['/settings', 'settings'],
  ['/dashboard', 'dashboard'],
  ['/ota', 'ota'],
  ['/channels', 'channels'],
  ['/all-content', 'library'],
  ['/my-content', 'myContent'],
  ['/descriptions', 'descriptions'],
  ['/property-features', 'propertyFeatures'],
  ['/calendar', 'calendar'],
  ['/activity', 'activity'],
  ['/templates', 'templates'],
];

/** The top bar's title, derived from the path (spec part 1, section 2); Dashboard by default. */
export function pageTitle(pathname: string): string {
  const page =
    titles.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1] ?? 'dashboard';
  return shellTexts(`pages.${page}`);
}
