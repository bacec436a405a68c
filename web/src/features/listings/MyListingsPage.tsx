/**
 * /account/listings (spec core §2 Favourites and my listings): the user's own
 * listings, newest first, with contacts; edit opens the panel in edit mode,
 * delete asks first; 'New listing' opens the panel.
 */
import type { ListingReply } from '@shared/listing-input.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useAuthUi } from '../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../auth/client.ts';
import { deleteListing, listingKeys, useOwnListings } from './api.ts';
import { OwnListingRow } from './OwnListingRow.tsx';
import { LISTING_AREA_ID, usePostPanel } from './PostPanelProvider.tsx';

export function MyListingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('listings.mine.title'));
  const { user, isPending } = useCurrentUser();
  const { openLogin } = useAuthUi();
  const { openCreate, openEdit } = usePostPanel();
  const listings = useOwnListings(!!user);
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

  let body: React.ReactNode;
  if (isPending || (user && listings.isPending)) {
    body = <ListSkeleton label={t('listings.mine.loading')} />;
  } else if (!user) {
    body = (
      <EmptyState title={t('listings.mine.signInPrompt')}>
        <Button onClick={openLogin}>{t('auth.signInButton')}</Button>
      </EmptyState>
    );
  } else if (listings.isError) {
    body = (
      <EmptyState title={t('listings.messages.loadOwnFailed')}>
        <Button variant="outline" onClick={() => listings.refetch()}>
          {t('listings.mine.retry')}
        </Button>
      </EmptyState>
    );
  } else if (listings.data?.length === 0) {
    body = (
      <EmptyState title={t('listings.mine.empty')} hint={t('listings.mine.emptyHint')}>
        <Button onClick={() => openCreate()}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('listings.mine.new')}
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <ul
        className="space-y-3"
        aria-label={t('listings.mine.count', { count: listings.data?.length ?? 0 })}
      >
        {listings.data?.map((listing) => (
          <OwnListingRow
            key={listing.id}
            listing={listing}
            onEdit={() => openEdit(listing)}
            onDelete={() => setDeleting(listing)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 md:py-12">
      {header}
      <div id={LISTING_AREA_ID} className="mt-8 scroll-mt-24">
        {body}
      </div>
      {deleting && <DeleteDialog listing={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}

function DeleteDialog({ listing, onClose }: { listing: ListingReply; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteListing(listing.id);
      queryClient.setQueryData<ListingReply[]>(listingKeys.mine, (current) =>
        current?.filter((item) => item.id !== listing.id),
      );
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
      toast.success(t('listings.messages.deleted'));
      onClose();
    } catch {
      toast.error(t('listings.messages.deleteFailed'));
      setBusy(false);
    }
  };
  return (
    <Modal
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('listings.mine.deleteTitle')}
      description={t('listings.messages.deleteConfirm')}
      closeLabel={t('listings.mine.cancel')}
    >
      <p className="mt-4 rounded-xl bg-surface-raised px-3 py-2 font-medium">{listing.title}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('listings.mine.cancel')}
        </Button>
        <Button
          onClick={confirm}
          disabled={busy}
          className="bg-danger text-white hover:bg-danger/90"
        >
          {busy ? t('listings.mine.deleting') : t('listings.mine.delete')}
        </Button>
      </div>
    </Modal>
  );
}

function EmptyState({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-border px-6 py-16 text-center">
      <ClipboardList className="mb-4 h-10 w-10 text-primary" aria-hidden="true" />
      <p className="text-lg font-semibold">{title}</p>
      {hint && <p className="mt-1 max-w-md text-muted-foreground">{hint}</p>}
      <div className="mt-6">{children}</div>
    </div>
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
