/** Tags, website and the contact methods (one is saved), with the contact_hidden explanation. */
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, Field } from '../../../ui/field.tsx';
import type { ListingForm } from '../useListingForm.ts';
import { FormSection } from './FormSection.tsx';

const CONTACT_ORDER = ['phone', 'whatsapp', 'telegram', 'email'] as const;

/** What each contact method's input is (the keyboard a phone shows, what the browser may fill in). */
const CONTACT_INPUTS: Record<(typeof CONTACT_ORDER)[number], ComponentProps<'input'>> = {
  phone: { type: 'tel', autoComplete: 'tel' },
  whatsapp: { type: 'tel' },
  telegram: {},
  email: { type: 'email', autoComplete: 'email' },
};

type Props = { form: ListingForm; error: (field: string) => string | undefined };

export function MoreSection({ form, error }: Props) {
  const { t } = useTranslation();
  const { bind } = form;
  return (
    <FormSection title={t('listings.sections.more')}>
      <Field
        label={t('listings.fields.tags')}
        maxLength={400}
        hint={t('listings.fields.tagsHint')}
        {...bind('tags')}
      />
      <Field
        label={t('listings.fields.website')}
        maxLength={500}
        inputMode="url"
        autoComplete="url"
        placeholder={t('listings.fields.websitePlaceholder')}
        {...bind('website')}
        error={error('website')}
      />
    </FormSection>
  );
}

export function ContactSection({ form, error }: Props) {
  const { t } = useTranslation();
  const { values, bind, bindCheck } = form;
  const contactError = error('contact');
  // docs/product.md#listings: one contact is saved, phone first, then WhatsApp, Telegram, email.
  const filled = CONTACT_ORDER.filter((method) => values[method].trim() !== '');
  const kept = filled.length > 1 ? filled[0] : undefined;
  return (
    <FormSection title={t('listings.sections.contact')}>
      <p className="text-xs text-muted-foreground">{t('listings.fields.contactHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_ORDER.map((method) => {
          // Only the email is checked on its own (its form); each is marked while none is given.
          const fieldError = method === 'email' ? error('email') : undefined;
          return (
            <Field
              key={method}
              label={t(`listings.fields.${method}`)}
              maxLength={200}
              {...CONTACT_INPUTS[method]}
              placeholder={
                method === 'telegram' ? t('listings.fields.telegramPlaceholder') : undefined
              }
              {...bind(method)}
              error={fieldError}
              aria-invalid={contactError || fieldError ? true : undefined}
            />
          );
        })}
      </div>
      {kept && (
        <p
          role="status"
          className="rounded-xl bg-accent/15 px-3 py-2 text-sm font-medium"
          data-testid="contact-kept"
        >
          {t('listings.fields.contactKept', { method: t(`listings.fields.${kept}`) })}
        </p>
      )}
      {contactError && (
        <p role="alert" className="text-sm font-medium text-danger" data-field-error="contact">
          {contactError}
        </p>
      )}
      <CheckboxField
        label={t('listings.fields.contactHidden')}
        hint={t('listings.fields.contactHiddenHint')}
        {...bindCheck('contactHidden')}
      />
    </FormSection>
  );
}
