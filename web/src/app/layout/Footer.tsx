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

const CONNECT = [
  { to: paths.mentors, labelKey: 'footer.mentors' },
  { to: paths.match, labelKey: 'footer.match' },
  { to: paths.forums, labelKey: 'footer.forums' },
  { to: paths.chat, labelKey: 'nav.chat' },
] as const;

/** A footer column: its heading over a list of links. */
function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-muted-foreground hover:text-foreground">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return (
    <footer className="mt-16 border-t border-border bg-surface/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:grid-cols-2 md:px-6 lg:grid-cols-4">
        <div className="space-y-3 lg:col-span-2">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">{t('app.tagline')}</p>
          <LanguageSelect full />
        </div>
        <LinkColumn
          title={t('footer.explore')}
          links={EXPLORE.map((category) => ({
            to: browseUrl({ category }),
            label: categoryLabel(category, language),
          }))}
        />
        <LinkColumn
          title={t('footer.connect')}
          links={CONNECT.map((link) => ({ to: link.to, label: t(link.labelKey) }))}
        />
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
