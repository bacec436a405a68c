import {
  chooseDonationCents,
  DONATION_DEFAULT_CENTS,
  DONATION_PRESETS_CENTS,
} from '@shared/donations.ts';
import { formatCents } from '@shared/money.ts';
import { donationCheckoutSchema } from '@shared/schemas/donations.ts';
import { HandHeart, Lock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { inputClass, typedInto } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { type CheckoutProblem, startDonationCheckout } from './checkout.ts';

/**
 * The donation dialog (docs/product.md#donations): $5/$10/$20 presets ($5 first), a custom
 * amount, an optional receipt email, then the card checkout page.
 */
export function DonationDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<number>(DONATION_DEFAULT_CENTS);
  const [custom, setCustom] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const ids = { custom: useId(), email: useId(), problem: useId() };

  const amountCents = chooseDonationCents(custom, preset);
  const clearProblem = () => setProblem(null);
  /** A text field is marked invalid when the problem is its own, and points at the message either way. */
  const problemLink = (own: CheckoutProblem) => ({
    'aria-invalid': problem === own,
    'aria-describedby': problem ? ids.problem : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = donationCheckoutSchema.safeParse({ amount: amountCents, email: email.trim() });
    if (!checked.success) {
      const field = checked.error.issues[0]?.path[0];
      setProblem(field === 'email' ? 'donate.invalidEmail' : 'donate.amountRange');
      return;
    }
    setBusy(true);
    clearProblem();
    const outcome = await startDonationCheckout(amountCents, email.trim());
    // On success the browser is leaving for the checkout page: stay busy.
    if (outcome) {
      setProblem(outcome);
      setBusy(false);
    }
  };

  return (
    <Modal
      onOpenChange={onOpenChange}
      title={t('donate.title')}
      description={t('donate.description')}
      closeLabel={t('donate.close')}
      icon={<HandHeart className="h-6 w-6 text-accent" aria-hidden="true" />}
    >
      <form className="mt-6 space-y-5" onSubmit={submit} noValidate>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('donate.chooseAmount')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {DONATION_PRESETS_CENTS.map((cents) => {
              const selected = custom.trim() === '' && preset === cents;
              return (
                <button
                  key={cents}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => {
                    setPreset(cents);
                    setCustom('');
                    clearProblem();
                  }}
                  className={cn(
                    'h-12 rounded-xl border text-base font-semibold transition-colors',
                    selected
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border bg-background hover:border-primary',
                  )}
                >
                  {formatCents(cents).replace('.00', '')}
                </button>
              );
            })}
          </div>
        </fieldset>

        <div>
          <label htmlFor={ids.custom} className="mb-2 block text-sm font-medium">
            {t('donate.customAmount')}
          </label>
          <div className="relative">
            <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted-foreground">
              $
            </span>
            <input
              id={ids.custom}
              inputMode="decimal"
              autoComplete="off"
              value={custom}
              onChange={typedInto(setCustom, clearProblem)}
              placeholder={t('donate.customPlaceholder')}
              {...problemLink('donate.amountRange')}
              className={cn(inputClass, 'pl-7')}
            />
          </div>
        </div>

        <div>
          <label htmlFor={ids.email} className="mb-2 block text-sm font-medium">
            {t('donate.email')}
          </label>
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            value={email}
            onChange={typedInto(setEmail, clearProblem)}
            placeholder={t('donate.emailPlaceholder')}
            {...problemLink('donate.invalidEmail')}
            className={inputClass}
          />
        </div>

        {problem && (
          <p
            id={ids.problem}
            role="alert"
            className="rounded-xl bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
          >
            {t(problem)}
          </p>
        )}

        <Button type="submit" variant="accent" size="lg" className="w-full" disabled={busy}>
          {busy ? t('donate.processing') : t('donate.submit', { amount: formatCents(amountCents) })}
        </Button>
        <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
          <Lock className="h-3.5 w-3.5" aria-hidden="true" />
          {t('donate.secureNote')}
        </p>
      </form>
    </Modal>
  );
}
