import { BookOpen, Calendar, FileText, LayoutDashboard, Layers, Share2, type LucideIcon } from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Areas whose feature has not shipped yet are shown disabled with a "Soon" badge, never as dead links. */
  available: boolean;
}

export interface NavGroup {
  heading: string;
  items: NavItem[];
}

/** The sidebar of spec part 1, section 2. */
export const navigation: NavGroup[] = [
  {
    heading: 'Overview',
    items: [
      { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, available: true },
      { label: 'OTA Management', to: '/ota', icon: Share2, available: true },
      { label: 'Calendar', to: '/calendar', icon: Calendar, available: true },
    ],
  },
  {
    heading: 'Content Studio',
    items: [
      { label: 'Library', to: '/all-content', icon: BookOpen, available: true },
      { label: 'Active Content', to: '/active-content', icon: FileText, available: true },
      { label: 'Templates', to: '/templates', icon: Layers, available: true },
    ],
  },
];
