/**
 * The post / edit listing panel (docs/product.md#listings): a bottom sheet on phones, a
 * 520 px panel on the right from 768 px. Radix gives focus trapping, Escape
 * and scroll lock; the form's behaviour lives in useListingForm.
 */
import type { TopCategory } from '@shared/categories.ts';
import type { ListingReply } from '@shared/listing-input.ts';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { useListingForm, useListingMessage } from '../useListingForm.ts';
import { BasicsSection } from './BasicsSection.tsx';
import { ContactSection, MoreSection } from './ContactSection.tsx';
import { DetailsSection } from './DetailsSection.tsx';
import { LocationSection, PriceSection } from './LocationSection.tsx';
import { PhotosSection } from './PhotosSection.tsx';

type Props = {
  listing: ListingReply | null;
  category?: TopCategory;
  onClose: () => void;
  onSaved: (listing: ListingReply, mode: 'create' | 'edit') => void;
};

export function PostPanel({ listing, category, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const translate = useListingMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useListingForm({ listing, category, onSaved });
  const editing = listing !== null;
  const error = (field: string) => {
    const message = form.errors[field];
    return message ? translate(message) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await form.submit();
    // Bring the first message into view, so a phone user sees what to fix.
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      invalid?.focus({ preventScroll: true });
      invalid?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !form.busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--layer-modal) bg-black/60 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            formRef.current?.querySelector<HTMLElement>('input[name="title"]')?.focus();
          }}
          data-testid="post-panel"
          className="fixed inset-x-0 bottom-0 z-(--layer-modal) flex max-h-[94dvh] flex-col rounded-t-3xl border border-border bg-surface shadow-2xl outline-none md:inset-y-0 md:left-auto md:right-0 md:h-dvh md:max-h-none md:w-[520px] md:rounded-none md:rounded-l-3xl"
        >
          <header className="flex items-center justify-between gap-3 border-b border-border px-5 py-4">
            <div>
              <Dialog.Title className="text-xl font-bold first-letter:uppercase">
                {t(editing ? 'listings.panel.editTitle' : 'listings.panel.createTitle')}
              </Dialog.Title>
              <p className="text-xs text-muted-foreground">{t('listings.panel.description')}</p>
            </div>
            <Dialog.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('listings.panel.close')}
                disabled={form.busy}
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </header>
          <form
            ref={formRef}
            id="listing-form"
            noValidate
            onSubmit={submit}
            aria-busy={form.busy}
            className="flex-1 space-y-6 overflow-y-auto overscroll-contain px-5 py-5"
          >
            <BasicsSection form={form} error={error} />
            <PriceSection form={form} error={error} />
            <DetailsSection form={form} error={error} />
            <LocationSection form={form} error={error} />
            <PhotosSection form={form} />
            <MoreSection form={form} error={error} />
            <ContactSection form={form} error={error} />
          </form>
          <footer className="border-t border-border px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <Button
              type="submit"
              form="listing-form"
              size="lg"
              className="w-full"
              disabled={form.busy}
            >
              {form.busy
                ? t(editing ? 'listings.panel.updating' : 'listings.panel.publishing')
                : t(editing ? 'listings.panel.update' : 'listings.panel.publish')}
            </Button>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
