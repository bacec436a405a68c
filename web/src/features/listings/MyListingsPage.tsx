/**
 * /account/listings (docs/product.md#listings Favourites and my listings): the user's own
 * listings, newest first, with contacts; edit opens the panel in edit mode,
 * delete asks first; 'New listing' opens the panel.
 */
import type { ListingReply } from '@shared/listing-input.ts';
import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Button } from '../../ui/button.tsx';
import { NoticePanel } from '../../ui/NoticePanel.tsx';
import { OwnListStates } from '../auth/OwnListStates.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { useOwnListings } from './api.ts';
import { DeleteListingDialog } from './DeleteListingDialog.tsx';
import { OwnListingRow } from './OwnListingRow.tsx';
import { LISTING_AREA_ID, usePostPanel } from './PostPanelProvider.tsx';
import { useRenewFromLink } from './Renewal.tsx';

export function MyListingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('listings.mine.title'));
  const { user } = useCurrentUser();
  const { openCreate, openEdit } = usePostPanel();
  const listings = useOwnListings(!!user);
  // The expiry reminder's one-click Renew lands here (issue #44).
  useRenewFromLink(!!user);
  const [deleting, setDeleting] = useState<ListingReply | null>(null);

  const header = (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('listings.mine.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('listings.mine.subtitle')}</p>
      </div>
      {user && (
        <Button onClick={() => openCreate()}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('listings.mine.new')}
        </Button>
      )}
    </div>
  );

  const body = (
    <OwnListStates
      list={listings}
      icon={ClipboardList}
      placeholder={<ListSkeleton label={t('listings.mine.loading')} />}
      signInPrompt={t('listings.mine.signInPrompt')}
      failedTitle={t('listings.messages.loadOwnFailed')}
      retryLabel={t('listings.mine.retry')}
      isEmpty={(data) => data.length === 0}
      empty={
        <NoticePanel
          icon={ClipboardList}
          title={t('listings.mine.empty')}
          hint={t('listings.mine.emptyHint')}
        >
          <Button onClick={() => openCreate()}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('listings.mine.new')}
          </Button>
        </NoticePanel>
      }
    >
      {(data) => (
        <ul className="space-y-3" aria-label={t('listings.mine.count', { count: data.length })}>
          {data.map((listing) => (
            <OwnListingRow
              key={listing.id}
              listing={listing}
              onEdit={() => openEdit(listing)}
              onDelete={() => setDeleting(listing)}
            />
          ))}
        </ul>
      )}
    </OwnListStates>
  );

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 md:py-12">
      {header}
      <div id={LISTING_AREA_ID} className="mt-8 scroll-mt-24">
        {body}
      </div>
      {deleting && <DeleteListingDialog listing={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          className="flex h-32 animate-pulse gap-4 rounded-2xl bg-surface-raised p-4"
        />
      ))}
    </div>
  );
}
