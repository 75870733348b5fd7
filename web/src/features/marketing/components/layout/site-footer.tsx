import { Link } from 'react-router';
import { NewsletterForm } from '../newsletter-form';
import { footerGroups } from './site-links';
import { SiteLogo } from './site-logo';
import { useSiteTexts } from '@web/locales/site';

/** The public footer: the only place that links help and security, plus the footer e-mail form. */
export function SiteFooter() {
  const t = useSiteTexts();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_2fr]">
        <div className="space-y-4">
          <SiteLogo />
          <p className="max-w-sm text-sm text-slate-700">{t('newsTeaser')}</p>
          <NewsletterForm
            source="footer"
            label={t('newsletter.email')}
            submitLabel={t('newsletter.subscribe')}
            className="max-w-md"
          />
        </div>
        <nav aria-label={t('footerNavigation')} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {footerGroups.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-slate-900">{t(`footerGroups.${group.title}`)}</h2>
              <ul className="mt-3 space-y-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="rounded-sm text-sm text-slate-700 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      {t(`links.${link.label}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-700 sm:px-6">
          {t('copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
