import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title ("Page · Habesha Community"), so each page is told apart. */
export function usePageTitle(title: string | null) {
  const { t } = useTranslation();
  const site = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${site}` : site;
  }, [title, site]);
}
