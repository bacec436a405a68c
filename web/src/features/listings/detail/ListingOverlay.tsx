/**
 * A listing opened from browse: a bottom drawer on phones, a centred dialog
 * (max width 2xl) from 768 px (docs/product.md#listings Listing detail). While it is open
 * the address bar shows the listing's own URL (/l/{id}), so it can be copied
 * and shared, and Back closes it (issue #20): opening adds a history entry,
 * closing goes back over it.
 */
import type { ListingReply } from '@shared/listing-input.ts';
import { Maximize2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { useListing } from '../queries.ts';
import { ListingDetail } from './ListingDetail.tsx';

export function ListingOverlay({
  listing: snapshot,
  onClose,
}: {
  listing: ListingReply;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // The list's copy shows at once; the listing is then read again for this
  // reader (after signing in from the drawer, its contact appears).
  const fresh = useListing(snapshot.id);
  const listing = fresh.data ?? snapshot;
  const close = useListingUrlWhileOpen(snapshot.id, onClose);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--layer-modal) bg-black/60 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="listing-overlay"
          className="fixed inset-x-0 bottom-0 z-(--layer-modal) max-h-[92dvh] overflow-y-auto overscroll-contain rounded-t-3xl border border-border bg-surface p-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-2xl outline-none md:inset-auto md:left-1/2 md:top-1/2 md:max-h-[90dvh] md:w-full md:max-w-2xl md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-3xl md:p-6"
        >
          <div
            className="mx-auto mb-3 h-1.5 w-12 rounded-full bg-border md:hidden"
            aria-hidden="true"
          />
          <div className="mb-3 flex items-center justify-between gap-2">
            {/* The dialog's name; the visible heading is the listing's own title below. */}
            <Dialog.Title asChild>
              <span className="sr-only">{listing.title}</span>
            </Dialog.Title>
            {/* In place of the overlay's history entry: Back from the page returns to the list. */}
            <Link to={`/l/${listing.id}`} replace className={buttonClass('ghost', 'sm')}>
              <Maximize2 className="h-4 w-4" aria-hidden="true" />
              {t('listings.detail.openPage')}
            </Link>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('listings.panel.close')}>
                <X className="h-5 w-5" aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <ListingDetail listing={listing} variant="drawer" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The history entry the overlay adds: the page's own state, marked with the listing. */
type OverlayState = Record<string, unknown> & { listingOverlay?: string };

/**
 * Shows /l/{id} in the address bar while the overlay is open, in a history
 * entry of its own (the router, which did not make it, keeps showing the list
 * below). Back leaves the entry and closes the overlay; closing it by its own
 * controls goes back over the entry. Returns the function that closes it.
 */
function useListingUrlWhileOpen(id: string, onClose: () => void): () => void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const before = window.history.state as OverlayState | null;
    const beforeUrl = window.location.href;
    const ours = () => (window.history.state as OverlayState | null)?.listingOverlay === id;
    if (!ours()) window.history.pushState({ ...before, listingOverlay: id }, '', `/l/${id}`);
    const onPop = () => {
      if (!ours()) onCloseRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Closed without going back (a page change under it): the list's address again.
      if (ours()) window.history.replaceState(before, '', beforeUrl);
    };
  }, [id]);
  return () => {
    if ((window.history.state as OverlayState | null)?.listingOverlay === id) window.history.back();
    else onCloseRef.current();
  };
}
