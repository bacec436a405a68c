/**
 * A message's photos in its bubble (issue #41): thumbnails (one large, or a
 * grid of two to four squares), each a button that opens them full screen in
 * the listings' viewer (an accessible dialog: Escape closes, arrows move
 * between the photos). The URLs are the inbox's members-only routes; the
 * viewer is its own chunk, fetched on the first tap.
 */
import type { MessagePhoto } from '@shared/inbox.ts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';
import { lazyPart } from '../../ui/lazy.ts';

const PhotoViewer = lazyPart(() => import('../listings/detail/PhotoViewer.tsx'), 'PhotoViewer');

type MessagePhotosProps = {
  photos: MessagePhoto[];
  /** The viewer's title, e.g. 'Photos from Selam'. */
  title: string;
  className?: string;
};

export function MessagePhotos({ photos, title, className }: MessagePhotosProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const count = photos.length;
  if (count === 0) return null;
  const single = count === 1;
  return (
    <>
      <div
        data-testid="message-photos"
        className={cn('grid gap-1', single ? 'grid-cols-1' : 'grid-cols-2', className)}
      >
        {photos.map((photo, index) => (
          <button
            key={photo.url}
            type="button"
            onClick={() => setOpen(index)}
            aria-label={t('photos.open', { number: index + 1, count })}
            className="overflow-hidden rounded-xl bg-surface-raised focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <img
              src={photo.thumbnail_url}
              alt=""
              loading="lazy"
              decoding="async"
              draggable={false}
              className={cn(
                'block object-cover',
                single
                  ? 'max-h-72 w-full min-w-32 sm:max-h-80'
                  : 'aspect-square h-28 w-28 sm:h-32 sm:w-32',
              )}
            />
          </button>
        ))}
      </div>
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoViewer
            images={photos.map((photo) => photo.url)}
            title={title}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
