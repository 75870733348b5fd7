export interface SiteLink {
  to: string;
  label: string;
}

/** The header's page links; help and security are deliberately only in the footer (spec route table). */
export const headerLinks: readonly SiteLink[] = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact' },
  { to: '/about', label: 'About' },
];

export const footerGroups: readonly { title: string; links: readonly SiteLink[] }[] = [
  {
    title: 'Product',
    links: [
      { to: '/pricing', label: 'Pricing' },
      { to: '/help', label: 'Help' },
      { to: '/security', label: 'Security' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Terms of Service' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/imprint', label: 'Imprint' },
    ],
  },
];
