/**
 * The photos chosen to go with the next message (issue #41): a button that
 * opens the file picker (photos only, several at once), and the chosen ones
 * as small previews with a remove button each. At most DM_MAX_PHOTOS; the
 * server checks every file again (by its bytes) and makes it safe.
 */
import { DM_MAX_PHOTOS, DM_MESSAGES } from '@shared/inbox.ts';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast.ts';

/** Object URLs for the files' previews, revoked when the files change or the composer goes. */
export function usePreviewUrls(files: File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

type AttachPhotosButtonProps = {
  photos: File[];
  onChange: (photos: File[]) => void;
  disabled?: boolean;
};

export function AttachPhotosButton({ photos, onChange, disabled }: AttachPhotosButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const full = photos.length >= DM_MAX_PHOTOS;
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple
        data-testid="attach-photos-input"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          const next = [...photos, ...chosen];
          if (next.length > DM_MAX_PHOTOS) {
            // The server's own words for it (errors.json), so the shell carries no second copy.
            toast.error(t('errors.dm.tooManyPhotos', { defaultValue: DM_MESSAGES.tooManyPhotos }));
          }
          onChange(next.slice(0, DM_MAX_PHOTOS));
        }}
      />
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={disabled || full}
        aria-label={t('inbox.attachPhotos')}
        title={t('inbox.attachPhotos')}
        data-testid="attach-photos"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-surface-raised hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40"
      >
        <ImagePlus className="h-5 w-5" aria-hidden="true" />
      </button>
    </>
  );
}

type ChosenPhotosProps = {
  photos: File[];
  onChange: (photos: File[]) => void;
};

export function ChosenPhotos({ photos, onChange }: ChosenPhotosProps) {
  const { t } = useTranslation();
  const urls = usePreviewUrls(photos);
  if (photos.length === 0) return null;
  return (
    <ul data-testid="chosen-photos" className="flex w-full flex-wrap gap-2 px-1 pt-1">
      {urls.map((url, index) => (
        <li key={url} className="relative">
          <img
            src={url}
            alt=""
            className="h-16 w-16 rounded-lg border border-border object-cover"
          />
          <button
            type="button"
            onClick={() => onChange(photos.filter((_, i) => i !== index))}
            aria-label={t('inbox.removePhoto', { number: index + 1 })}
            title={t('inbox.removePhoto', { number: index + 1 })}
            className="absolute -right-1.5 -top-1.5 flex h-6 w-6 items-center justify-center rounded-full border border-border bg-surface text-foreground shadow hover:text-danger focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The photos of a message still being sent, from the files themselves. */
export function PendingPhotos({ photos }: { photos: File[] }) {
  const urls = usePreviewUrls(photos);
  if (photos.length === 0) return null;
  return (
    <div className={photos.length === 1 ? 'grid grid-cols-1 gap-1' : 'grid grid-cols-2 gap-1'}>
      {urls.map((url) => (
        <img
          key={url}
          src={url}
          alt=""
          className={
            photos.length === 1
              ? 'block max-h-72 w-full min-w-32 rounded-xl object-cover'
              : 'block aspect-square h-28 w-28 rounded-xl object-cover sm:h-32 sm:w-32'
          }
        />
      ))}
    </div>
  );
}
