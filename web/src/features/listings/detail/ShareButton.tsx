/**
 * Share: the device's share sheet when there is one, else the link to the
 * clipboard. The link is the listing's page, /l/{id}, or the page given
 * (the marketplace shares /market/{id}).
 */
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast.ts';

export function ShareButton({
  listingId,
  title,
  path,
}: {
  listingId: string;
  title: string;
  /** The page to share, when not /l/{id}. */
  path?: string;
}) {
  const { t } = useTranslation();
  const share = async () => {
    const url = `${window.location.origin}${path ?? `/l/${listingId}`}`;
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast.success(t('listings.share.copied'));
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as Error).name === 'AbortError') return;
      toast.error(t('listings.share.failed'));
    }
  };
  return (
    <Button variant="outline" size="icon" onClick={share} aria-label={t('listings.share.label')}>
      <Share2 className="h-5 w-5" aria-hidden="true" />
    </Button>
  );
}
