/**
 * Asks before deleting one of the member's own listings (from My Listings or
 * the listing's own view), then drops it from every cached list.
 */
import type { ListingReply } from '@shared/listing-input.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextLater } from '../../app/api.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { toast } from '../../ui/toast.ts';
import { deleteListing, listingKeys } from './api.ts';

export function DeleteListingDialog({
  listing,
  onClose,
  onDeleted,
}: {
  listing: Pick<ListingReply, 'id' | 'title'>;
  onClose: () => void;
  /** After the delete: My Listings stays; a listing's own view moves away from it. */
  onDeleted?: () => void;
}) {
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
      await refreshAfterChange(queryClient, { queryKey: listingKeys.all });
      toast.success(t('listings.messages.deleted'));
      onClose();
      onDeleted?.();
    } catch (error) {
      toast.error(t('listings.messages.deleteFailed'), {
        description: await errorTextLater(error),
      });
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
