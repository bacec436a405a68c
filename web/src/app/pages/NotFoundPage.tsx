import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { paths } from '../links.ts';
import { StatusPage } from './StatusPage.tsx';

/** Any path outside the route table (spec core §2: 'Page not found'). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<Compass className="h-8 w-8" aria-hidden="true" />}
      title={t('pages.notFound')}
      body={t('pages.notFoundBody')}
      actions={
        <Button asChild>
          <Link to={paths.home}>{t('pages.goHome')}</Link>
        </Button>
      }
    />
  );
}
