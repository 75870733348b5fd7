import Hotel from 'lucide-react/icons/hotel';
import { Link } from 'react-router';
import { useSiteTexts } from '@web/locales/site';

/** The product name as the home link; the icon is decoration, the text is the link's name. */
export function SiteLogo() {
  const t = useSiteTexts();
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md text-base font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <Hotel aria-hidden="true" className="size-5" />
      </span>
      {t('home')}
    </Link>
  );
}
