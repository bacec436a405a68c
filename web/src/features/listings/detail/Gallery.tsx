/** The listing's photos at 50vh, arrows that wrap around, and an 'n / N' counter (spec core §2 Listing detail). */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingImage } from '../ListingCard.tsx';

export function Gallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) return <ListingImage src={undefined} className="h-[30vh] w-full rounded-2xl" />;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  return (
    <div className="relative overflow-hidden rounded-2xl bg-black">
      <img
        src={images[index]}
        alt={t('listings.detail.photoOf', { title, number: index + 1, count })}
        className="h-[50vh] w-full object-contain"
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
          >
            {index + 1} / {count}
          </span>
        </>
      )}
    </div>
  );
}
