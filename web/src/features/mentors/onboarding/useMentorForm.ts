/**
 * The mentor onboarding form's behaviour: react-hook-form holds the fields
 * and checks the required ones with the shared schema (requiredFieldsSchema);
 * the photos, files the form cannot hold, are kept beside it. A submit
 * compresses and uploads the new photos, saves, and reports with the spec's
 * toasts; the server's field messages show beside their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_PHOTOS } from '@shared/constants.ts';
import type { MentorDto } from '@shared/mentors.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../app/api.ts';
import { errorText, messageText } from '../../../app/error-text.ts';
import { paths } from '../../../app/links.ts';
import { refreshAfterChange } from '../../../app/refresh.ts';
import { formFieldMessages } from '../../../ui/field-errors.ts';
import { toast } from '../../../ui/toast.ts';
import { compressPhoto } from '../../listings/compress.ts';
import {
  addFiles,
  type PhotoItem,
  releasePreviews,
  removePhoto,
  savedPhotos,
} from '../../listings/photos-state.ts';
import { mentorKeys, saveMentor } from '../api.ts';
import {
  type MentorFormValues,
  mentorFormDefaults,
  requiredFieldsSchema,
  toMentorInput,
} from './form-model.ts';

// Raw: the schema decides what is missing; the values sent are the form's own (toMentorInput).
const resolver = zodResolver(requiredFieldsSchema, undefined, {
  raw: true,
}) as unknown as Resolver<MentorFormValues>;

export function useMentorForm(existing: MentorDto | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<MentorFormValues>({ defaultValues: mentorFormDefaults(existing), resolver });
  const [photos, setPhotos] = useState<PhotoItem[]>(() => savedPhotos(existing?.photos ?? []));
  const [photoError, setPhotoError] = useState<string | undefined>();

  const latestPhotos = useRef(photos);
  latestPhotos.current = photos;
  useEffect(() => () => releasePreviews(latestPhotos.current), []);

  const pickPhotos = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const room = MAX_PHOTOS - photos.length;
    if (files.length > room) {
      toast.error(t('mentors.onboarding.tooManyPhotos'), {
        description: t('mentors.onboarding.onlyMore', { count: room }),
      });
      if (room <= 0) return;
    }
    setPhotos(addFiles(photos, [...files]).items);
  };
  const dropPhoto = (key: string) => setPhotos(removePhoto(photos, key));

  const reportMissing = () => {
    setPhotoError(photos.length === 0 ? t('mentors.onboarding.required') : undefined);
    toast.error(t('mentors.onboarding.missing'), {
      description: t('mentors.onboarding.missingBody'),
    });
  };

  const save = async (values: MentorFormValues) => {
    if (photos.length === 0) return reportMissing();
    setPhotoError(undefined);
    try {
      const uploads = await Promise.all(
        photos.flatMap((photo) =>
          photo.kind === 'new'
            ? [compressPhoto(photo.file).then((blob) => ({ blob, name: photo.file.name }))]
            : [],
        ),
      );
      await saveMentor(existing?.id ?? null, toMentorInput(values, photos), uploads);
      await refreshAfterChange(queryClient, { queryKey: mentorKeys.all });
      toast.success(t('mentors.onboarding.success'));
      navigate(paths.mentors);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {};
      for (const [key, message] of Object.entries(fields)) {
        if (key === 'photos') setPhotoError(messageText(message));
        else if (!key.startsWith('photos'))
          form.setError(key as FieldPath<MentorFormValues>, {
            type: 'server',
            message: messageText(message),
          });
      }
      const photoFailure = Object.entries(fields).find(([key]) => key.startsWith('photos'))?.[1];
      toast.error(
        photoFailure
          ? t('mentors.onboarding.uploadFailed', { reason: messageText(photoFailure) })
          : t('mentors.onboarding.failed'),
        { description: !photoFailure ? errorText(error) : undefined },
      );
    }
  };

  // A field's message: the server's words, or 'Required' for what the form found missing.
  const { errorFor, field } = formFieldMessages(form, () => t('mentors.onboarding.required'));

  return {
    form,
    photos,
    photoError,
    pickPhotos,
    dropPhoto,
    errorFor,
    field,
    busy: form.formState.isSubmitting,
    submit: form.handleSubmit(save, reportMissing),
  };
}

export type MentorFormState = ReturnType<typeof useMentorForm>;
