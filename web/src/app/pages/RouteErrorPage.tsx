import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { useRouteErrorValue } from '../RouteErrorBoundary.tsx';
import { GoHomeLink, StatusPage } from './StatusPage.tsx';

/** What a page that fails while rendering shows (docs/product.md#who-it-is-for: 'Unexpected Application Error!'). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteErrorValue();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusPage
      icon={<TriangleAlert className="h-8 w-8" aria-hidden="true" />}
      title={t('pages.unexpectedError')}
      body={t('pages.unexpectedErrorBody')}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{t('pages.reload')}</Button>
          <GoHomeLink variant="outline" />
        </>
      }
    />
  );
}
