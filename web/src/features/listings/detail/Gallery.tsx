/**
 * The listing's photos at 50vh, arrows that wrap around, and an 'n / N'
 * counter (docs/product.md#listings Listing detail); a swipe moves between photos on
 * touch screens (docs/product.md#listings Marketplace detail: the image carousel), and
 * the left and right arrow keys do when the gallery has focus. A tap or click
 * on the photo opens it full screen (PhotoViewer, issue #23). The frame
 * around a photo is the theme's raised surface, never black.
 */
import { Expand } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn.ts';
import { lazyPart } from '../../../ui/lazy.ts';
import { ListingImage } from '../ListingCard.tsx';
import { PhotoArrows } from './PhotoArrows.tsx';
import { usePhotoSteps } from './useSwipe.ts';

/** Drawn only once a photo is opened: its own chunk with Radix's Dialog (issue #20). */
const PhotoViewer = lazyPart(() => import('./PhotoViewer.tsx'), 'PhotoViewer');

export function Gallery({
  images,
  title,
  className,
}: {
  images: string[];
  title: string;
  /** The photo's height, when not 50vh. */
  className?: string;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const count = images.length;
  const { go, onKeyDown, swipe, swiped } = usePhotoSteps(count, index, setIndex);
  if (count === 0) {
    return (
      <ListingImage src={undefined} className={cn('h-[30vh] w-full rounded-2xl', className)} />
    );
  }

  return (
    <>
      <section
        aria-roledescription={t('listings.detail.carousel')}
        aria-label={title}
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={onKeyDown}
        {...swipe}
        className="relative touch-pan-y select-none overflow-hidden rounded-2xl bg-surface-raised focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        data-testid="gallery"
      >
        <button
          type="button"
          onClick={() => {
            if (!swiped()) setViewing(true);
          }}
          aria-label={t('photos.open', { number: index + 1, count })}
          className="group block w-full cursor-zoom-in focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        >
          <img
            src={images[index]}
            alt={t('listings.detail.photoOf', { title, number: index + 1, count })}
            draggable={false}
            className={cn('h-[50vh] w-full object-contain', className)}
          />
          <span className="absolute left-2 top-2 flex h-9 w-9 items-center justify-center rounded-full bg-surface/85 text-foreground opacity-80 shadow transition group-hover:opacity-100">
            <Expand className="h-4 w-4" aria-hidden="true" />
          </span>
        </button>
        {count > 1 && (
          <>
            <PhotoArrows
              onGo={go}
              previousLabel={t('listings.detail.previousPhoto')}
              nextLabel={t('listings.detail.nextPhoto')}
              sideClass={(side) =>
                `absolute ${side === 'left' ? 'left-2' : 'right-2'} top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75`
              }
              iconClass="h-5 w-5"
            />
            <span
              className="absolute bottom-2 right-2 rounded-full bg-black/60 px-2.5 py-0.5 text-xs font-medium text-white"
              data-testid="gallery-counter"
              aria-live="polite"
            >
              {index + 1} / {count}
            </span>
          </>
        )}
      </section>
      {/* Beside the gallery, not in it: the viewer's keys and swipes are its own (React events bubble through portals). */}
      {viewing && (
        <Suspense fallback={null}>
          <PhotoViewer
            images={images}
            title={title}
            index={index}
            onIndex={setIndex}
            onClose={() => setViewing(false)}
          />
        </Suspense>
      )}
    </>
  );
}
