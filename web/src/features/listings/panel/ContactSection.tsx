/** Tags, website and the contact methods (one is saved), with the contact_hidden explanation. */
import { useTranslation } from 'react-i18next';
import { CheckboxField, Field } from '../../../ui/field.tsx';
import type { ListingForm } from '../useListingForm.ts';
import { FormSection } from './FormSection.tsx';

const CONTACT_ORDER = ['phone', 'whatsapp', 'telegram', 'email'] as const;

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
        <Field
          label={t('listings.fields.phone')}
          maxLength={200}
          type="tel"
          autoComplete="tel"
          {...bind('phone')}
          aria-invalid={contactError ? true : undefined}
        />
        <Field
          label={t('listings.fields.whatsapp')}
          maxLength={200}
          type="tel"
          {...bind('whatsapp')}
          aria-invalid={contactError ? true : undefined}
        />
        <Field
          label={t('listings.fields.telegram')}
          maxLength={200}
          placeholder={t('listings.fields.telegramPlaceholder')}
          {...bind('telegram')}
          aria-invalid={contactError ? true : undefined}
        />
        <Field
          label={t('listings.fields.email')}
          maxLength={200}
          type="email"
          autoComplete="email"
          {...bind('email')}
          error={error('email')}
          aria-invalid={contactError || error('email') ? true : undefined}
        />
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
