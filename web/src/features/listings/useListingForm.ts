/**
 * The post/edit panel's behaviour (docs/product.md#listings Post panel): field
 * edits clear their own error, a category change clears the subcategory, a
 * submit validates, compresses and uploads the photos with progress, saves,
 * and reports with the spec's toasts.
 */
import type { TopCategory } from '@shared/categories.ts';
import { LISTING_MESSAGES, type ListingReply } from '@shared/listing-input.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, suspendedReason } from '../../app/api.ts';
import { messageText } from '../../app/error-text.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { toast } from '../../ui/toast.ts';
import { useOwnProfile } from '../profiles/api.ts';
import { listingKeys, saveListing } from './api.ts';
import { compressPhoto } from './compress.ts';
import {
  emptyForm,
  errorFieldFor,
  type FormErrors,
  formFieldForApiPath,
  formFromListing,
  hasContact,
  type ListingFormValues,
  toListingInput,
  validateForm,
} from './form-model.ts';
import { type PhotoItem, releasePreviews, savedPhotos } from './photos-state.ts';

/** Translates one of the spec's messages; any other server text through the server's catalogues (error-text.ts). */
export function useListingMessage() {
  const { t } = useTranslation();
  return (message: string) => {
    const key = Object.entries(LISTING_MESSAGES).find(([, text]) => text === message)?.[0];
    return key ? t(`listings.messages.${key}`) : messageText(message);
  };
}

export function useListingForm(options: {
  listing: ListingReply | null;
  category?: TopCategory;
  onSaved: (listing: ListingReply, mode: 'create' | 'edit') => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const translate = useListingMessage();
  const [values, setValues] = useState<ListingFormValues>(() =>
    options.listing ? formFromListing(options.listing) : emptyForm(options.category),
  );
  const [errors, setErrors] = useState<FormErrors>({});

  // A new post starts in the member's own city (their profile's), unless a city was typed already.
  const creating = !options.listing;
  const profile = useOwnProfile(creating);
  const profileCity = profile.data?.city ?? '';
  useEffect(() => {
    if (!creating || !profileCity) return;
    setValues((current) => (current.city ? current : { ...current, city: profileCity }));
  }, [creating, profileCity]);
  // And with their own email as its contact (issue #40: a newcomer typed it again), unless a contact was typed already.
  const profileEmail = profile.data?.email ?? '';
  useEffect(() => {
    if (!creating || !profileEmail) return;
    setValues((current) => (hasContact(current) ? current : { ...current, email: profileEmail }));
  }, [creating, profileEmail]);
  const [photos, setPhotos] = useState<PhotoItem[]>(() =>
    savedPhotos(options.listing?.images ?? []),
  );
  const [busy, setBusy] = useState(false);
  const photosRef = useRef(photos);
  photosRef.current = photos;
  useEffect(() => () => releasePreviews(photosRef.current), []);

  function setField<K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    const errorField = errorFieldFor(field);
    setErrors((current) => {
      if (!current[errorField]) return current;
      const { [errorField]: _cleared, ...rest } = current;
      return rest;
    });
  }

  /**
   * What ties a text, number, date or select field to a form value, as a
   * form library's register does: its name, its value and its change.
   */
  function bind(field: TextField) {
    return {
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
        setField(field, event.target.value),
    };
  }

  /** The same for a checkbox. */
  function bindCheck(field: FlagField) {
    return {
      name: field,
      checked: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setField(field, event.target.checked),
    };
  }

  /** A new category starts with no subcategory, and without that field's error. */
  function setCategory(category: TopCategory) {
    setValues((current) => ({ ...current, category, subcategory: '', jobKind: 'regular' }));
    setErrors(({ subcategory: _cleared, ...rest }) => rest);
  }

  function setJobKind(jobKind: ListingFormValues['jobKind']) {
    setValues((current) => ({ ...current, jobKind, subcategory: '' }));
  }

  function updatePhoto(key: string, change: Partial<Extract<PhotoItem, { kind: 'new' }>>) {
    setPhotos((current) =>
      current.map((photo) =>
        photo.key === key && photo.kind === 'new' ? { ...photo, ...change } : photo,
      ),
    );
  }

  async function submit(): Promise<void> {
    const found = validateForm(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      toast.error(t('listings.messages.fillRequired'));
      return;
    }
    setBusy(true);
    const fresh = photos.filter((photo) => photo.kind === 'new');
    try {
      const blobs: Blob[] = [];
      for (const photo of fresh) {
        updatePhoto(photo.key, { stage: 'preparing', progress: 0 });
        blobs.push(await compressPhoto(photo.file));
        updatePhoto(photo.key, { stage: 'uploading' });
      }
      const kept = photos.flatMap((photo) => (photo.kind === 'saved' ? [photo.url] : []));
      const saved = await saveListing({
        id: options.listing?.id,
        input: toListingInput(values, kept),
        photos: blobs,
        names: fresh.map((photo) => photo.file.name),
        onProgress: (progress) => {
          const byKey = new Map(fresh.map((photo, index) => [photo.key, progress[index] ?? 0]));
          setPhotos((current) =>
            current.map((photo) => {
              const value = byKey.get(photo.key);
              if (photo.kind !== 'new' || value === undefined) return photo;
              return { ...photo, progress: value, stage: value >= 1 ? 'done' : 'uploading' };
            }),
          );
        },
      });
      await refreshAfterChange(queryClient, { queryKey: listingKeys.all });
      toast.success(t(options.listing ? 'listings.messages.updated' : 'listings.messages.posted'));
      options.onSaved(saved, options.listing ? 'edit' : 'create');
    } catch (error) {
      for (const photo of fresh) updatePhoto(photo.key, { stage: 'idle', progress: null });
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  }

  function reportFailure(error: unknown) {
    if (error instanceof ApiRequestError && error.status === 401) {
      toast.error(t('listings.messages.signInToPost'));
      return;
    }
    if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
      const mapped: FormErrors = {};
      for (const [path, message] of Object.entries(error.fields)) {
        mapped[formFieldForApiPath(path)] = translate(message);
      }
      setErrors(mapped);
    }
    // Bad input, photo problems (type, size) and limits name their cause, so the
    // user can act on it; anything else is the spec's failure toast.
    const actionable =
      error instanceof ApiRequestError && [400, 413, 415, 429].includes(error.status);
    toast.error(actionable ? translate(error.message) : t('listings.messages.postFailed'), {
      description: suspendedReason(error),
    });
  }

  return {
    values,
    errors,
    photos,
    busy,
    setField,
    bind,
    bindCheck,
    setCategory,
    setJobKind,
    setPhotos,
    submit,
  };
}

export type ListingForm = ReturnType<typeof useListingForm>;

/** The form's fields that hold any text (not a choice among fixed values), and its yes/no fields. */
type TextField = {
  [K in keyof ListingFormValues]: string extends ListingFormValues[K] ? K : never;
}[keyof ListingFormValues];
type FlagField = {
  [K in keyof ListingFormValues]: ListingFormValues[K] extends boolean ? K : never;
}[keyof ListingFormValues];
