import type { Resources } from '@web/lib/i18n/resources';

export interface SiteLink {
  to: string;
  /** The link's text in the site catalogue (web/src/locales/en/site.json, `links`). */
  label: keyof Resources['site']['links'];
}

/** The header's page links; help and security are deliberately only in the footer (spec route table). */
export const headerLinks: readonly SiteLink[] = [
  { to: '/pricing', label: 'pricing' },
  { to: '/contact', label: 'contact' },
  { to: '/about', label: 'about' },
];

export const footerGroups: readonly {
  title: keyof Resources['site']['footerGroups'];
  links: readonly SiteLink[];
}[] = [
  {
    title: 'product',
    links: [
      { to: '/pricing', label: 'pricing' },
      { to: '/help', label: 'help' },
      { to: '/security', label: 'security' },
    ],
  },
  {
    title: 'company',
    links: [
      { to: '/about', label: 'about' },
      { to: '/contact', label: 'contact' },
    ],
  },
  {
    title: 'legal',
    links: [
      { to: '/terms', label: 'terms' },
      { to: '/privacy', label: 'privacy' },
      { to: '/imprint', label: 'imprint' },
    ],
  },
];
