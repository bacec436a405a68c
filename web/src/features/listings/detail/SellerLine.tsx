/**
 * Who posted a listing, as readers may know them: the display name the member
 * chose (never their email) and since when they are a member.
 */
import type { ListingReply } from '@shared/listing-input.ts';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../app/preferences.tsx';
import { formatLongDate } from '../../../ui/dates.ts';
import { useReaderClock } from '../../../ui/useHydrated.ts';

export function SellerLine({ seller }: { seller: NonNullable<ListingReply['seller']> }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const shown = useReaderClock();
  return (
    <span data-testid="listing-seller">
      {' · '}
      {t('listings.detail.by', { name: seller.name ?? t('listings.detail.aMember') })}
      {' · '}
      {t('listings.detail.memberSince', {
        date: formatLongDate(shown(seller.member_since), language),
      })}
    </span>
  );
}
