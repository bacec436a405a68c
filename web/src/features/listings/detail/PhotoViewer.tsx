/**
 * A listing's photos full screen (issue #23): opened by a tap or click on the
 * gallery's photo; arrows, a swipe, or the ← and → keys move between photos
 * (wrapping around), Escape or the close button leaves. Radix traps focus
 * inside and gives it back to the photo that opened it. The backdrop is the
 * page's own background, so the light theme has no black bars.
 */
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { PhotoArrows } from './PhotoArrows.tsx';
import { usePhotoSteps } from './useSwipe.ts';

export function PhotoViewer({
  images,
  title,
  index,
  onIndex,
  onClose,
}: {
  images: string[];
  title: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const count = images.length;
  const { go, onKeyDown, swipe } = usePhotoSteps(count, index, onIndex);
  const arrow =
    'absolute top-1/2 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full border border-border bg-surface/90 text-foreground shadow-lg hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--layer-modal) bg-background" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-(--layer-modal) flex flex-col bg-background text-foreground outline-none"
          data-testid="photo-viewer"
        >
          <div className="flex items-center gap-3 border-b border-border px-4 py-3">
            <Dialog.Title className="min-w-0 flex-1 truncate font-semibold">{title}</Dialog.Title>
            <Dialog.Description className="sr-only">
              {t('photos.description', { count })}
            </Dialog.Description>
            {count > 1 && (
              <span
                className="text-sm font-medium text-muted-foreground"
                aria-live="polite"
                data-testid="photo-viewer-counter"
              >
                {index + 1} / {count}
              </span>
            )}
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={t('photos.close')}
                className="flex h-10 w-10 items-center justify-center rounded-full hover:bg-surface-raised focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </button>
            </Dialog.Close>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y select-none items-center justify-center p-2 md:p-6"
            {...swipe}
          >
            <img
              src={images[index]}
              alt={t('photos.photoOf', { title, number: index + 1, count })}
              draggable={false}
              className="max-h-full max-w-full object-contain"
            />
            {count > 1 && (
              <PhotoArrows
                onGo={go}
                previousLabel={t('photos.previous')}
                nextLabel={t('photos.next')}
                sideClass={(side) =>
                  `${arrow} ${side === 'left' ? 'left-3 md:left-6' : 'right-3 md:right-6'}`
                }
                iconClass="h-6 w-6"
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
