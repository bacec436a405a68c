/** Photo picker: images only, several at once, previews with remove, and a progress bar per file while saving. */

import { MAX_PHOTOS } from '@shared/constants.ts';
import { thumbnailUrl } from '@shared/media.ts';
import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast.ts';
import { addFiles, type PhotoItem, removePhoto } from '../photos-state.ts';
import type { ListingForm } from '../useListingForm.ts';
import { FormSection } from './FormSection.tsx';

export function PhotosSection({ form }: { form: ListingForm }) {
  const { t } = useTranslation();
  const inputId = useId();
  const { photos, setPhotos, busy } = form;

  const pick = (files: FileList | null) => {
    if (!files) return;
    const { items, dropped } = addFiles(photos, [...files]);
    setPhotos(items);
    if (dropped) toast.info(t('listings.photos.onlySix'));
  };

  return (
    <FormSection title={t('listings.sections.photos')}>
      <div>
        <label
          htmlFor={inputId}
          className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-border bg-background px-4 py-5 text-center hover:border-primary focus-within:border-primary"
        >
          <ImagePlus className="h-6 w-6 text-primary" aria-hidden="true" />
          <span className="font-medium">{t('listings.photos.label')}</span>
          <span className="text-xs text-muted-foreground">{t('listings.photos.hint')}</span>
          <input
            id={inputId}
            name="photos"
            type="file"
            accept="image/*"
            multiple
            disabled={busy || photos.length >= MAX_PHOTOS}
            className="sr-only"
            onChange={(event) => {
              pick(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-3" aria-label={t('listings.sections.photos')}>
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              photo={photo}
              number={index + 1}
              disabled={busy}
              onRemove={() => setPhotos(removePhoto(photos, photo.key))}
            />
          ))}
        </ul>
      )}
    </FormSection>
  );
}

function PhotoTile({
  photo,
  number,
  disabled,
  onRemove,
}: {
  photo: PhotoItem;
  number: number;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const src = photo.kind === 'saved' ? thumbnailUrl(photo.url) : photo.preview;
  const alt = t(photo.kind === 'saved' ? 'listings.photos.saved' : 'listings.photos.new');
  return (
    <li className="relative overflow-hidden rounded-xl border border-border bg-surface-raised">
      <img src={src} alt={`${alt} ${number}`} className="aspect-square w-full object-cover" />
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('listings.photos.remove', { number })}
        className="absolute right-1 top-1 flex h-8 w-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 disabled:opacity-50"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
      {photo.kind === 'new' && photo.stage !== 'idle' && <PhotoProgress photo={photo} />}
    </li>
  );
}

function PhotoProgress({ photo }: { photo: Extract<PhotoItem, { kind: 'new' }> }) {
  const { t } = useTranslation();
  const percent = Math.round((photo.progress ?? 0) * 100);
  const label =
    photo.stage === 'preparing'
      ? t('listings.photos.preparing')
      : photo.stage === 'done'
        ? t('listings.photos.uploaded')
        : t('listings.photos.uploading', { percent });
  return (
    <div className="absolute inset-x-0 bottom-0 bg-black/65 px-2 py-1.5 text-[11px] text-white">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={photo.stage === 'preparing' ? undefined : percent}
        className="h-1.5 overflow-hidden rounded-full bg-white/25"
      >
        <div
          className={`h-full rounded-full bg-primary transition-[width] ${photo.stage === 'preparing' ? 'w-1/3 animate-pulse' : ''}`}
          style={photo.stage === 'preparing' ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 truncate">{label}</p>
    </div>
  );
}
