const titles: [prefix: string, title: string][] = [
  ['/active-content', 'Active Content'],
  ['/settings', 'Settings'],
  ['/dashboard', 'Dashboard'],
  ['/ota', 'OTA Management'],
  ['/all-content', 'Library'],
  ['/my-content', 'My Content'],
  ['/descriptions', 'Descriptions'],
  ['/property-features', 'Property Features'],
  ['/calendar', 'Calendar'],
  ['/templates', 'Templates'],
];

/** The top bar's title, derived from the path (spec part 1, section 2); Dashboard by default. */
export function pageTitle(pathname: string): string {
  return (
    titles.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1] ?? 'Dashboard'
  );
}
