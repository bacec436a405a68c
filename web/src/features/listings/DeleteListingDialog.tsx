/**
 * Asks before deleting one of the member's own listings (from My Listings or
 * the listing's own view), then drops it from every cached list.
 */
import type { ListingReply } from '@shared/listing-input.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorTextLater } from '../../app/api.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
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
  return (
    <ConfirmDialog
      title={t('listings.mine.deleteTitle')}
      description={t('listings.messages.deleteConfirm')}
      cancelLabel={t('listings.mine.cancel')}
      confirmLabel={t('listings.mine.delete')}
      busyLabel={t('listings.mine.deleting')}
      failedTitle={t('listings.messages.deleteFailed')}
      describeError={errorTextLater}
      onConfirm={async () => {
        await deleteListing(listing.id);
        queryClient.setQueryData<ListingReply[]>(listingKeys.mine, (current) =>
          current?.filter((item) => item.id !== listing.id),
        );
        await refreshAfterChange(queryClient, { queryKey: listingKeys.all });
        toast.success(t('listings.messages.deleted'));
      }}
      onClose={onClose}
      onDone={onDeleted}
    >
      <p className="mt-4 rounded-xl bg-surface-raised px-3 py-2 font-medium">{listing.title}</p>
    </ConfirmDialog>
  );
}
