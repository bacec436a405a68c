import type { ListingContactReply } from '@shared/listing-input.ts';
import { AtSign, MessageCircle, Phone, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ICONS = { phone: Phone, whatsapp: MessageCircle, telegram: Send, email: AtSign } as const;

/** A listing's saved contact as a small labelled line (the owner's own view). */
export function ContactLine({ contact }: { contact: ListingContactReply | null }) {
  const { t } = useTranslation();
  if (!contact) {
    return <span className="text-muted-foreground">{t('listings.mine.noContact')}</span>;
  }
  const Icon = ICONS[contact.contact_method];
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <Icon className="h-3.5 w-3.5 shrink-0 text-primary" aria-hidden="true" />
      <span className="sr-only">{t(`listings.fields.${contact.contact_method}`)}:</span>
      <span className="truncate">{contact.contact_value}</span>
    </span>
  );
}
