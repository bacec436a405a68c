/** A post of someone the reader blocked: collapsed, opened only on request. */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function BlockedPost({ blocked, children }: { blocked: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  if (!blocked || shown) return <>{children}</>;
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">
      <span>{t('forums.blockedPost')}</span>
      <button
        type="button"
        onClick={() => setShown(true)}
        className="font-medium text-primary hover:underline"
      >
        {t('forums.show')}
      </button>
    </div>
  );
}
