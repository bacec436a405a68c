/**
 * The site's dialog: a bottom sheet on phones, a centred card from 640 px.
 * Radix gives focus trapping, Escape and outside-click closing, scroll lock.
 * Pages use it through modal.tsx, which loads it after the first paint.
 */
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

export type ModalProps = {
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
};

export function ModalDialog({
  onOpenChange,
  title,
  description,
  closeLabel,
  icon,
  className,
  children,
}: ModalProps) {
  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--layer-modal) bg-black/60 backdrop-blur-[2px]" />
        <Dialog.Content
          // Start in the first field rather than on the close button.
          onOpenAutoFocus={(event) => {
            const field = (
              event.currentTarget as HTMLElement | null
            )?.querySelector<HTMLInputElement>('input');
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          className={cn(
            'fixed inset-x-0 bottom-0 z-(--layer-modal) max-h-[92dvh] overflow-y-auto rounded-t-3xl border border-border bg-surface p-6 shadow-2xl outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl',
            className,
          )}
        >
          <div className="flex items-start gap-3">
            {icon && (
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-primary/15 text-primary">
                {icon}
              </span>
            )}
            <div className="flex-1">
              <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-muted-foreground">
                  {description}
                </Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={closeLabel} className="-mr-2 -mt-2">
                <X className="h-5 w-5" aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
