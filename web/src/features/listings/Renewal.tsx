/**
 * Renewing a listing (issue #44): an expired one's mark and Renew in My
 * Listings, and the reminder's one-click link (/account/listings?renew={id}),
 * which renews it as soon as its owner is signed in here. The words are the
 * 'expiry' area (i18n/locales.ts), loaded with My Listings.
 */
import type { ListingReply } from '@shared/listing-input.ts';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiFetch, errorTextLater } from '../../app/api.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';
import { useBusy } from '../../ui/useBusy.ts';
import { listingKeys } from './api.ts';

function useRenew() {
  const { t } = useTranslation('expiry');
  const queryClient = useQueryClient();
  return async (id: string) => {
    try {
      await apiFetch<ListingReply>(`/listings/${id}/renew`, { method: 'POST' });
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
      toast.success(t('renewed'));
    } catch (error) {
      toast.error(t('renewFailed'), { description: await errorTextLater(error) });
    }
  };
}

/** An expired listing's mark, what it means, and Renew. */
export function ExpiredMark({ listing }: { listing: ListingReply }) {
  const { t, ready } = useTranslation('expiry');
  const renew = useRenew();
  const [busy, whileBusy] = useBusy();
  if (!ready) return null;
  return (
    <div
      className="flex flex-col items-start gap-2 rounded-xl border border-accent/50 bg-accent/10 px-3 py-2 text-sm sm:flex-row sm:items-center"
      data-testid="expired-mark"
    >
      <p className="min-w-0 flex-1 text-muted-foreground">
        <span className="mr-2 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
          {t('badge')}
        </span>
        {t('note')}
      </p>
      <Button size="sm" disabled={busy} onClick={() => whileBusy(() => renew(listing.id))}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        {busy ? t('renewing') : t('renew')}
        <span className="sr-only">: {listing.title}</span>
      </Button>
    </div>
  );
}

/** The reminder email's Renew: `?renew={id}` renews it once, then leaves the address. */
export function useRenewFromLink(signedIn: boolean) {
  const [search, setSearch] = useSearchParams();
  const renew = useRenew();
  const id = search.get('renew');
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn || !id || done.current === id) return;
    done.current = id;
    void renew(id).then(() =>
      setSearch(
        (current) => {
          current.delete('renew');
          return current;
        },
        { replace: true },
      ),
    );
  }, [signedIn, id, renew, setSearch]);
}
