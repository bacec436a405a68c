/** Step 1 of match onboarding as drawn: the profile's fields and photos (useProfileForm). */
import { MAX_PHOTOS } from '@shared/constants.ts';
import {
  MATCH_GENDERS,
  MATCH_MIN_AGE,
  MATCH_SEEKING,
  type MatchProfileDto,
} from '@shared/match.ts';
import { thumbnailUrl } from '@shared/media.ts';
import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Field, NumberField, SelectField, TextAreaField } from '../../../ui/field.tsx';
import { type AccountStart, ageFromInput } from './form-model.ts';
import { useProfileForm } from './useProfileForm.ts';

type ProfileStepProps = {
  profile: MatchProfileDto | null;
  account: AccountStart;
  onDone: () => void;
};

export function ProfileStep({ profile, account, onDone }: ProfileStepProps) {
  const { t } = useTranslation();
  const photoInput = useId();
  const state = useProfileForm({ profile, account, onDone });
  const { field, busy, kept, added } = state;
  const photoCount = kept.length + added.length;

  return (
    <form
      ref={state.formRef}
      noValidate
      onSubmit={state.submit}
      className="space-y-5 rounded-3xl border border-border bg-surface p-5 shadow-sm md:p-7"
    >
      <div>
        <h2 className="text-lg font-semibold">{t('match.onboarding.profileTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('match.onboarding.profileHint')}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-[1fr_8rem]">
        <Field
          label={t('match.fields.displayName')}
          required
          maxLength={80}
          {...field('display_name')}
        />
        <NumberField
          label={t('match.fields.age')}
          min={MATCH_MIN_AGE}
          max={120}
          required
          {...field('age', { setValueAs: ageFromInput })}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={t('match.fields.city')} maxLength={100} {...field('city')} />
        <Field label={t('match.fields.country')} maxLength={100} {...field('country')} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label={t('match.fields.gender')}
          required
          placeholder={t('match.fields.choose')}
          options={MATCH_GENDERS.map((value) => ({ value, label: t(`match.gender.${value}`) }))}
          {...field('gender')}
        />
        <SelectField
          label={t('match.fields.seeking')}
          required
          placeholder={t('match.fields.choose')}
          options={MATCH_SEEKING.map((value) => ({ value, label: t(`match.seeking.${value}`) }))}
          {...field('seeking')}
        />
      </div>
      <TextAreaField
        label={t('match.fields.bio')}
        hint={t('match.fields.bioHint')}
        maxLength={1000}
        {...field('bio')}
      />
      <div>
        <p className="mb-1.5 text-sm font-medium">{t('match.fields.photos')}</p>
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
          {kept.map((url, index) => (
            <PhotoTile
              key={url}
              src={thumbnailUrl(url)}
              label={t('match.fields.removePhoto', { number: index + 1 })}
              onRemove={() => state.dropKept(url)}
            />
          ))}
          {added.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              src={photo.preview}
              label={t('match.fields.removePhoto', { number: kept.length + index + 1 })}
              onRemove={() => state.dropAdded(photo.key)}
            />
          ))}
          {photoCount < MAX_PHOTOS && (
            <li>
              <label
                htmlFor={photoInput}
                className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-border bg-background text-center text-xs hover:border-primary focus-within:border-primary"
              >
                <ImagePlus className="h-5 w-5 text-primary" aria-hidden="true" />
                {t('match.fields.addPhotos')}
                <input
                  id={photoInput}
                  type="file"
                  accept="image/*"
                  multiple
                  className="sr-only"
                  disabled={busy}
                  onChange={(event) => {
                    void state.pick(event.target.files);
                    event.target.value = '';
                  }}
                />
              </label>
            </li>
          )}
        </ul>
        <p className="mt-1 text-xs text-muted-foreground">{t('match.fields.photosHint')}</p>
      </div>
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t('match.onboarding.saving') : t('match.onboarding.continue')}
        </Button>
      </div>
    </form>
  );
}

function PhotoTile({ src, label, onRemove }: { src: string; label: string; onRemove: () => void }) {
  return (
    <li className="relative aspect-square overflow-hidden rounded-2xl border border-border bg-surface-raised">
      <img src={src} alt="" className="h-full w-full object-cover" />
      <button
        type="button"
        onClick={onRemove}
        aria-label={label}
        className="absolute top-1 right-1 inline-flex h-7 w-7 items-center justify-center rounded-full bg-background/90 text-foreground shadow"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </li>
  );
}
