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

import type { Resources } from '@web/lib/i18n/resources';

type LandingTexts = Resources['marketing']['landing'];

/** A card's icon beside the key of its title and text in the marketing catalogue. */
export interface IconCardEntry<Key extends string> {
  key: Key;
  icon: LucideIcon;
}

/** The landing page's cards, in order; their words are in web/src/locales/en/marketing.json. */
export const problems: readonly IconCardEntry<keyof LandingTexts['problems']['cards']>[] = [
  { key: 'scattered', icon: Shuffle },
  { key: 'seasonal', icon: Clock },
  { key: 'logins', icon: KeyRound },
];

export const features: readonly IconCardEntry<keyof LandingTexts['features']['tiles']>[] = [
  { key: 'library', icon: Images },
  { key: 'rooms', icon: BedDouble },
  { key: 'writing', icon: Sparkles },
  { key: 'facilities', icon: Layers },
  { key: 'templates', icon: LayoutTemplate },
  { key: 'calendar', icon: CalendarDays },
  { key: 'preview', icon: Eye },
  { key: 'channels', icon: PlugZap },
  { key: 'tasks', icon: ListChecks },
];

/** The channels named in the logo strip, drawn as text badges in roughly their brand colours. */
export const otaBadges: readonly { name: string; className: string }[] = [
  { name: 'Booking.com', className: 'bg-[#003580] text-white' },
  { name: 'Expedia', className: 'bg-[#fddb32] text-[#1f2b4a]' },
  { name: 'Agoda', className: 'bg-white text-[#5c2d91] ring-1 ring-slate-300' },
  { name: 'HRS', className: 'bg-[#b3001b] text-white' },
];
