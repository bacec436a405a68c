import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { paths } from '../links.ts';
import { GoHomeLink, StatusPage } from './StatusPage.tsx';

/**
 * Any path outside the route table (docs/product.md#who-it-is-for: 'Page not found'). Match
 * onboarding ends on /match/discover, which the spec keeps unregistered: there
 * the page also offers 'See your matches', so finishing a profile is no dead end.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const afterMatchOnboarding = pathname.replace(/\/+$/, '') === paths.matchCompleted;
  return (
    <StatusPage
      icon={<Compass className="h-8 w-8" aria-hidden="true" />}
      title={t('pages.notFound')}
      body={t('pages.notFoundBody')}
      actions={
        <>
          {afterMatchOnboarding && (
            <Button asChild>
              <Link to={paths.match}>{t('pages.seeMatches')}</Link>
            </Button>
          )}
          <GoHomeLink variant={afterMatchOnboarding ? 'outline' : undefined} />
        </>
      }
    />
  );
}
