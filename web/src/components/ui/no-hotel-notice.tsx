import { Building2 } from 'lucide-react';
import { Card } from './card';
import { LinkButton } from './link-button';

interface NoHotelNoticeProps {
  title: string;
  text: string;
  /** The link's label, in the language of the page around it. */
  settingsLabel: string;
}

/**
 * What a page that belongs to a hotel shows when no hotel is active: says so in the page's own words and leads
 * to the settings, where a hotel is chosen or created (spec part 1, section 4 "Active hotel").
 */
export function NoHotelNotice({ title, text, settingsLabel }: NoHotelNoticeProps) {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      <Building2 className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="text-sm text-slate-700">{text}</p>
      <LinkButton to="/settings" className="mt-2">
        {settingsLabel}
      </LinkButton>
    </Card>
  );
}
