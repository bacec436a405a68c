import { useTranslation } from 'react-i18next';
import { useRecentlyPosted } from './recently-posted.ts';

/** 'Posted' on a listing published in the last 60 seconds (docs/product.md#listings). */
export function PostedBadge({ listingId }: { listingId: string }) {
  const { t } = useTranslation();
  if (!useRecentlyPosted(listingId)) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground shadow-sm">
      {t('listings.mine.posted')}
    </span>
  );
}
