import type { Resources } from '@web/lib/i18n/resources';
import {
  BookOpen,
  Calendar,
  FileText,
  History,
  LayoutDashboard,
  Layers,
  ListChecks,
  Share2,
  type LucideIcon,
} from 'lucide-react';

/** A page's name in the shell catalogue (web/src/locales/en/shell.json, `pages`). */
export type PageName = keyof Resources['shell']['pages'];

export interface NavItem {
  page: PageName;
  to: string;
  icon: LucideIcon;
  /** Areas whose feature has not shipped yet are shown disabled with a "Soon" badge, never as dead links. */
  available: boolean;
}

export interface NavGroup {
  heading: keyof Resources['shell']['groups'];
  items: NavItem[];
}

/** The sidebar of spec part 1, section 2. */
export const navigation: NavGroup[] = [
  {
    heading: 'overview',
    items: [
      { page: 'dashboard', to: '/dashboard', icon: LayoutDashboard, available: true },
      { page: 'ota', to: '/ota', icon: Share2, available: true },
      { page: 'channels', to: '/channels', icon: ListChecks, available: true },
      { page: 'calendar', to: '/calendar', icon: Calendar, available: true },
      { page: 'activity', to: '/activity', icon: History, available: true },
    ],
  },
  {
    heading: 'contentStudio',
    items: [
      { page: 'library', to: '/all-content', icon: BookOpen, available: true },
      { page: 'activeContent', to: '/active-content', icon: FileText, available: true },
      { page: 'templates', to: '/templates', icon: Layers, available: true },
    ],
  },
];
