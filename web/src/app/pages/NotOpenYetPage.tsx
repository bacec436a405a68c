import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { paths } from '../links.ts';
import { StatusPage } from './StatusPage.tsx';

/**
 * A registered route whose feature is not built yet says so in plain words
 * (never a blank page or 'Page not found'). Each feature's issue replaces its
 * route's element with the real page.
 */
export function NotOpenYetPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<Hammer className="h-8 w-8" aria-hidden="true" />}
      title={t(`pages.pending.${titleKey}`)}
      body={t('pages.pendingBody')}
      actions={
        <Button asChild>
          <Link to={paths.home}>{t('pages.goHome')}</Link>
        </Button>
      }
    />
  );
}
