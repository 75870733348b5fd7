import BedDouble from 'lucide-react/icons/bed-double';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Eye from 'lucide-react/icons/eye';
import Images from 'lucide-react/icons/images';
import KeyRound from 'lucide-react/icons/key-round';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import ListChecks from 'lucide-react/icons/list-checks';
import PlugZap from 'lucide-react/icons/plug-zap';
import Shuffle from 'lucide-react/icons/shuffle';
import Sparkles from 'lucide-react/icons/sparkles';
import Clock from 'lucide-react/icons/clock';
import Layers from 'lucide-react/icons/layers';
import type { LucideIcon } from 'lucide-react';

export interface IconCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The landing page's copy. It describes only what the product does today. */
export const problems: readonly IconCard[] = [
  {
    icon: Shuffle,
    title: 'Your content lives everywhere',
    text: 'Photos on a shared drive, descriptions in an old Word file, a slightly different version in every extranet. Nobody knows which one is current.',
  },
  {
    icon: Clock,
    title: 'Seasonal updates slip',
    text: 'The Christmas package is still online in March because updating four channels by hand takes an afternoon nobody has.',
  },
  {
    icon: KeyRound,
    title: 'Logins nobody can find',
    text: 'Every channel has its own extranet, password and verification step. When the one colleague who knows them is away, updates wait.',
  },
];

export const steps: readonly { title: string; text: string }[] = [
  {
    title: 'Import your property',
    text: 'Paste the address of your Booking.com page. We bring in your hotel name, description, photos, rooms and facilities, so you start with your content instead of an empty form.',
  },
  {
    title: 'Shape it in one place',
    text: 'Sort photos with suggested categories and tags, polish descriptions with the writing assistant, and turn your content into seasonal, event and audience templates.',
  },
  {
    title: 'Plan and connect',
    text: 'Put templates on the calendar with start and end dates, share a public preview with your team, and connect Booking.com, Expedia, Agoda and HRS through a secure live login.',
  },
];

export const features: readonly IconCard[] = [
  {
    icon: Images,
    title: 'Photo library',
    text: 'Upload photos in batches, get categories and tags suggested, and find any image by name, category or tag.',
  },
  {
    icon: BedDouble,
    title: 'Rooms and galleries',
    text: 'Every room with its own description, features and image gallery. Drag to reorder and pick the cover photo.',
  },
  {
    icon: Sparkles,
    title: 'Writing assistant',
    text: 'Generate description variants from your facts, then edit them in your own voice. Nothing goes live without you.',
  },
  {
    icon: Layers,
    title: 'Facilities and policies',
    text: 'Switch facilities, services and house policies on or off, grouped the way guests look for them.',
  },
  {
    icon: LayoutTemplate,
    title: 'Seasonal, event and audience templates',
    text: 'Build a summer, trade-fair or family version of your hotel, or let the assistant draft a whole set to start from.',
  },
  {
    icon: CalendarDays,
    title: 'Content calendar',
    text: 'See at a glance which template runs when, and spot gaps before the season starts.',
  },
  {
    icon: Eye,
    title: 'Public preview',
    text: 'Share a link to a published template so owners and colleagues see exactly what guests will see.',
  },
  {
    icon: PlugZap,
    title: 'Channel connections',
    text: 'Sign in to each extranet once in a live browser window. We keep the session encrypted and show every connection’s status.',
  },
  {
    icon: ListChecks,
    title: 'Tasks and monthly overview',
    text: 'A dashboard with your content activity and a task list with priorities, due dates and tags for the whole team.',
  },
];

/** The channels named in the logo strip, drawn as text badges in roughly their brand colours. */
export const otaBadges: readonly { name: string; className: string }[] = [
  { name: 'Booking.com', className: 'bg-[#003580] text-white' },
  { name: 'Expedia', className: 'bg-[#fddb32] text-[#1f2b4a]' },
  { name: 'Agoda', className: 'bg-white text-[#5c2d91] ring-1 ring-slate-300' },
  { name: 'HRS', className: 'bg-[#b3001b] text-white' },
];
