import { DONATION_PRESETS_CENTS } from '@shared/constants.ts';
import { formatCents } from '@shared/money.ts';
import { HandHeart, X } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { useHydrated } from '../../ui/useHydrated.ts';
import { type CheckoutProblem, startDonationCheckout } from './checkout.ts';
import { supportPopupMemory } from './support-memory.ts';

/**
 * The browse page's 'Support' pop-up (docs/product.md#donations): $5, $10 and $20 buttons
 * that go straight to the card checkout. Issue #40: it covered the first
 * results for everyone, so it now comes only once the visitor has scrolled
 * the first screen of results away, at most once a week (shared/donations.ts),
 * and never after a donation. It takes no props: memo keeps it out of the
 * page's renders as filters and results change (issue #20).
 */
export const SupportPopup = memo(function SupportPopup() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  // Only the browser knows what it remembers: it comes once the page is the
  // browser's, never in the server's drawing.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!hydrated || !supportPopupMemory.due()) return;
    // Never over the first results: it waits until they are scrolled out of view.
    const appearOncePastFirstResults = () => {
      if (window.scrollY < window.innerHeight) return;
      window.removeEventListener('scroll', appearOncePastFirstResults);
      supportPopupMemory.shown();
      setShown(true);
    };
    window.addEventListener('scroll', appearOncePastFirstResults, { passive: true });
    appearOncePastFirstResults();
    return () => window.removeEventListener('scroll', appearOncePastFirstResults);
  }, [hydrated]);

  if (!shown) return null;

  const dismiss = () => setShown(false);

  const give = async (cents: number) => {
    setBusy(cents);
    setProblem(null);
    const outcome = await startDonationCheckout(cents, '');
    if (outcome) {
      setProblem(outcome);
      setBusy(null);
    }
  };

  return (
    <aside
      aria-labelledby="support-popup-title"
      className="fixed inset-x-3 bottom-24 z-(--layer-floating) rounded-2xl border border-border bg-surface p-4 shadow-2xl sm:inset-x-auto sm:right-6 sm:w-80 md:bottom-6"
    >
      <div className="flex items-start gap-3">
        <HandHeart className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
        <div className="flex-1">
          <h2 id="support-popup-title" className="font-semibold">
            {t('donate.supportTitle')}
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">{t('donate.supportBody')}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mr-2 -mt-2 h-8 w-8"
          aria-label={t('donate.close')}
          onClick={dismiss}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-3 grid grid-cols-3 gap-2">
        {DONATION_PRESETS_CENTS.map((cents) => (
          <Button
            key={cents}
            variant="outline"
            disabled={busy !== null}
            onClick={() => give(cents)}
          >
            {busy === cents ? t('donate.processing') : formatCents(cents).replace('.00', '')}
          </Button>
        ))}
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {t(problem)}
        </p>
      )}
    </aside>
  );
});
