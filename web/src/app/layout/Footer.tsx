import { categoryLabel, type TopCategory } from '@shared/categories.ts';
import { COPYRIGHT_YEAR } from '@shared/constants.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browseUrl, paths } from '../links.ts';
import { usePreferences } from '../preferences.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { Logo } from './Logo.tsx';
import { SocialLinks } from './SocialLinks.tsx';

const EXPLORE: TopCategory[] = ['housing', 'jobs', 'services', 'community', 'marketplace'];

export function Footer() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const linkClass = 'text-sm text-muted-foreground hover:text-foreground';
  return (
    <footer className="mt-16 border-t border-border bg-surface/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:grid-cols-2 md:px-6 lg:grid-cols-4">
        <div className="space-y-3 lg:col-span-2">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">{t('app.tagline')}</p>
          <LanguageSelect full />
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold">{t('footer.explore')}</h2>
          <ul className="space-y-2">
            {EXPLORE.map((category) => (
              <li key={category}>
                <Link to={browseUrl({ category })} className={linkClass}>
                  {categoryLabel(category, language)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold">{t('footer.connect')}</h2>
          <ul className="space-y-2">
            <li>
              <Link to={paths.mentors} className={linkClass}>
                {t('footer.mentors')}
              </Link>
            </li>
            <li>
              <Link to={paths.match} className={linkClass}>
                {t('footer.match')}
              </Link>
            </li>
            <li>
              <Link to={paths.forums} className={linkClass}>
                {t('footer.forums')}
              </Link>
            </li>
            <li>
              <Link to={paths.chat} className={linkClass}>
                {t('nav.chat')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row md:items-center md:justify-between md:px-6">
          <div className="space-y-1">
            <p className="text-sm font-medium">{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
            <p className="text-xs text-muted-foreground">{t('footer.credits')}</p>
          </div>
          <div className="flex items-center gap-3">
            <span className="text-sm text-muted-foreground">{t('footer.followUs')}</span>
            <SocialLinks />
          </div>
        </div>
      </div>
    </footer>
  );
}
