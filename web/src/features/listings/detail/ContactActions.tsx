/**
 * The Contact section (docs/product.md#listings): actions in a two-column grid, each in a
 * new tab without opener, for signed-in readers; a sign-in prompt for others;
 * for a hidden contact, a word that the owner takes messages on the site.
 */
import type { ListingContactReply, ListingReply } from '@shared/listing-input.ts';
import { AtSign, type LucideIcon, MessageCircle, Phone, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { useAuthUi } from '../../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../../auth/session.ts';

type Action = { label: string; href: string; icon: LucideIcon };

/** The link for a contact: tel:, wa.me with digits only, t.me/handle, mailto:. */
export function contactHref(contact: ListingContactReply): string {
  const value = contact.contact_value.trim();
  switch (contact.contact_method) {
    case 'phone':
      return `tel:${value.replace(/[^\d+]/g, '')}`;
    case 'whatsapp':
      return `https://wa.me/${value.replace(/\D/g, '')}`;
    case 'telegram':
      return `https://t.me/${value.replace(/^@/, '').replace(/^https?:\/\/t\.me\//, '')}`;
    case 'email':
      return `mailto:${value}`;
  }
}

export function ContactActions({ listing }: { listing: ListingReply }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { openLoginTo } = useAuthUi();

  if (!user) {
    return (
      <div className="rounded-2xl border border-dashed border-border p-4 text-sm">
        <p>{t('listings.detail.signInForContact')}</p>
        <Button size="sm" className="mt-3" onClick={() => openLoginTo(`/l/${listing.id}`)}>
          {t('auth.signInButton')}
        </Button>
      </div>
    );
  }
  // Messaging the owner (the inbox, #14) is the action bar's, which stays on screen (#40).
  if (!listing.contact) {
    return (
      <div className="grid gap-2">
        <p className="rounded-2xl bg-surface-raised p-4 text-sm">
          {listing.contact_hidden
            ? t('listings.detail.contactHidden')
            : t('listings.detail.noContact')}
        </p>
      </div>
    );
  }
  const labels = {
    phone: t('listings.detail.call'),
    whatsapp: t('listings.fields.whatsapp'),
    telegram: t('listings.fields.telegram'),
    email: t('listings.fields.email'),
  } as const;
  const icons = { phone: Phone, whatsapp: MessageCircle, telegram: Send, email: AtSign } as const;
  const actions: Action[] = [
    {
      label: labels[listing.contact.contact_method],
      href: contactHref(listing.contact),
      icon: icons[listing.contact.contact_method],
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-2">
      {actions.map(({ label, href, icon: Icon }) => (
        <a
          key={href}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center justify-center gap-2 rounded-xl border border-border bg-surface-raised px-3 py-2.5 text-sm font-medium hover:border-primary hover:text-primary"
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
        </a>
      ))}
      <p className="col-span-2 truncate text-xs text-muted-foreground">
        {listing.contact.contact_value}
      </p>
    </div>
  );
}
