/**
 * Step 1's behaviour: react-hook-form holds the fields and checks them with
 * the shared profile schema; photos (kept URLs and new, already compressed
 * files) are kept beside it. The first message is brought into view and
 * focused, the server's field messages show beside their fields like the
 * form's own.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_PHOTOS } from '@shared/constants.ts';
import type { MatchProfileDto } from '@shared/match.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../app/api.ts';
import { fieldErrorTexts } from '../../../app/error-text.ts';
import { refreshAfterChange } from '../../../app/refresh.ts';
import { formFieldMessages } from '../../../ui/field-errors.ts';
import { toast } from '../../../ui/toast.ts';
import { compressPhoto } from '../../listings/compress.ts';
import { matchErrorText, matchKeys, saveMatchProfile } from '../api.ts';
import {
  type AccountStart,
  fieldMessageText,
  type ProfileFormValues,
  profileDefaults,
  profileFieldsSchema,
  toProfileInput,
} from './form-model.ts';

type NewPhoto = { key: string; blob: Blob; preview: string };

// Raw: the schema decides what is wrong; the values sent are the form's own (toProfileInput).
const resolver = zodResolver(profileFieldsSchema, undefined, {
  raw: true,
}) as unknown as Resolver<ProfileFormValues>;

export function useProfileForm(options: {
  profile: MatchProfileDto | null;
  account: AccountStart;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ProfileFormValues>({
    defaultValues: profileDefaults(options.profile, options.account),
    resolver,
    // showFirstError below: centred, and without the jump of a plain focus.
    shouldFocusError: false,
  });
  const [kept, setKept] = useState<string[]>(options.profile?.photos ?? []);
  const [added, setAdded] = useState<NewPhoto[]>([]);

  // Previews are freed when the step closes (every one made, shown or removed).
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const pick = async (files: FileList | null) => {
    if (!files) return;
    const room = MAX_PHOTOS - kept.length - added.length;
    const chosen = [...files].filter((file) => file.type.startsWith('image/'));
    if (chosen.length > room) toast.error(t('match.errors.tooManyPhotos'));
    const next: NewPhoto[] = [];
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const blob = await compressPhoto(file);
      const preview = URL.createObjectURL(blob);
      previews.current.push(preview);
      next.push({ key: `${file.name}-${Math.random()}`, blob, preview });
    }
    setAdded((current) => [...current, ...next]);
  };

  /**
   * The errors show beside their fields, which on a phone are a screen or
   * more above the button: bring the first into view and focus it (once the
   * messages are drawn), so the member sees what to fix.
   */
  const showFirstError = () =>
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      invalid?.focus({ preventScroll: true });
      invalid?.scrollIntoView({ block: 'center' });
    });

  const save = async (values: ProfileFormValues) => {
    try {
      await saveMatchProfile(
        toProfileInput(values, kept),
        added.map((photo) => photo.blob),
      );
      await refreshAfterChange(queryClient, { queryKey: matchKeys.all });
      toast.success(t('match.toasts.saved'));
      options.onDone();
    } catch (error) {
      // The server's field messages show beside their fields, like the form's own.
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        for (const [field, message] of Object.entries(fieldErrorTexts(error)))
          form.setError(field as FieldPath<ProfileFormValues>, { type: 'server', message });
        showFirstError();
      }
      toast.error(t('match.errors.saveProfile'), { description: matchErrorText(t, error) });
    }
  };

  // A field's message in the reader's language (the server's come worded already).
  const { errorFor, field } = formFieldMessages(form, (error) =>
    error.message ? fieldMessageText(t, error.message) : undefined,
  );

  return {
    form,
    formRef,
    kept,
    added,
    pick,
    dropKept: (url: string) => setKept((list) => list.filter((item) => item !== url)),
    dropAdded: (key: string) => setAdded((list) => list.filter((item) => item.key !== key)),
    errorFor,
    field,
    busy: form.formState.isSubmitting,
    submit: form.handleSubmit(save, showFirstError),
  };
}
