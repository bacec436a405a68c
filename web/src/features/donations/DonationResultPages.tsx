import { parseSuccessAmount } from '@shared/donations.ts';
import { formatCents } from '@shared/money.ts';
import { CircleX, HeartHandshake } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../app/links.ts';
import { GoHomeLink, StatusPage } from '../../app/pages/StatusPage.tsx';
import { Button } from '../../ui/button.tsx';
import { supportPopupMemory } from './support-memory.ts';

/**
 * /donate/success?amt={cents}: 'Thank you!' with the amount when it is valid.
 * A donor is not asked again: the browse page's Support pop-up stops (issue #40).
 */
export function DonateSuccessPage() {
  const { t } = useTranslation();
  useEffect(() => supportPopupMemory.donated(), []);
  const [params] = useSearchParams();
  const cents = parseSuccessAmount(params.get('amt'));
  return (
    <StatusPage
      icon={<HeartHandshake className="h-8 w-8" aria-hidden="true" />}
      title={t('donate.thankYou')}
      body={
        cents === null
          ? t('donate.thankYouBody')
          : t('donate.thankYouAmount', { amount: formatCents(cents) })
      }
      actions={
        <>
          <GoHomeLink />
          <Button variant="outline" asChild>
            <Link to={paths.browse}>{t('donate.keepBrowsing')}</Link>
          </Button>
        </>
      }
    />
  );
}

/** /donate/cancel: 'No charge was made.' */
export function DonateCancelPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<CircleX className="h-8 w-8" aria-hidden="true" />}
      title={t('donate.cancelledTitle')}
      body={t('donate.noCharge')}
      actions={<GoHomeLink />}
    />
  );
}
