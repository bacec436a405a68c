/**
 * The listing's photos at 50vh, arrows that wrap around, and an 'n / N'
 * counter (spec core §2 Listing detail); a swipe moves between photos on
 * touch screens (community §2 Marketplace detail: the image carousel), and
 * the left and right arrow keys do when the gallery has focus.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn.ts';
import { ListingImage } from '../ListingCard.tsx';

/** How far a finger must travel sideways (px) to count as a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

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
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const count = images.length;
  if (count === 0) {
    return (
      <ListingImage src={undefined} className={cn('h-[30vh] w-full rounded-2xl', className)} />
    );
  }
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  // A touch that travels sideways further than it travels up or down is a swipe;
  // `touch-action: pan-y` leaves vertical scrolling to the page.
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId || count < 2) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription={t('listings.detail.carousel')}
      aria-label={title}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null;
      }}
      className="relative touch-pan-y select-none overflow-hidden rounded-2xl bg-surface-raised dark:bg-black focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="gallery"
    >
      <img
        src={images[index]}
        alt={t('listings.detail.photoOf', { title, number: index + 1, count })}
        draggable={false}
        className={cn('h-[50vh] w-full object-contain', className)}
      />
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={t('listings.detail.previousPhoto')}
            className="absolute left-2 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75"
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={t('listings.detail.nextPhoto')}
            className="absolute right-2 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75"
          >
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </button>
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
  );
}
