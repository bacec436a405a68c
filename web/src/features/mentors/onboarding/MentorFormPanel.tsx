/**
 * The mentor onboarding form as drawn: name and bio, expertise chips with a
 * custom one, languages, rate and place, photos, web links, the submit
 * button. State and rules come from useMentorForm and form-model.ts.
 */
import { thumbnailUrl } from '@shared/media.ts';
import {
  COUNTRY_CODES,
  MENTOR_CURRENCIES,
  MENTOR_LANGUAGES,
  MENTOR_TOPIC_MAX,
  type MentorDto,
  SOCIAL_NETWORKS,
} from '@shared/mentors.ts';
import { ImagePlus, Plus, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import {
  CheckboxField,
  Field,
  inputClass,
  NumberField,
  SelectField,
  TextAreaField,
} from '../../../ui/field.tsx';
import { countryName } from '../format.ts';
import { topicLabel } from '../labels.ts';
import { addCustomTopic, hasTopic, toggleLanguage, toggleTopic, topicChips } from './form-model.ts';
import { type MentorFormState, useMentorForm } from './useMentorForm.ts';

const chip = (active: boolean) =>
  `rounded-full border px-3 py-1.5 text-sm transition-colors ${
    active
      ? 'border-primary bg-primary text-primary-foreground'
      : 'border-border bg-background hover:border-primary'
  }`;

export function MentorFormPanel({ existing }: { existing: MentorDto | null }) {
  const { t } = useTranslation();
  const state = useMentorForm(existing);
  const { field, busy } = state;

  return (
    <form onSubmit={state.submit} noValidate className="mt-6 space-y-6" aria-busy={busy}>
      <div className="space-y-4 rounded-2xl border border-border bg-surface p-4 md:p-6">
        <Field
          label={t('mentors.onboarding.displayName')}
          required
          {...field('display_name')}
          maxLength={80}
        />
        <TextAreaField
          label={t('mentors.onboarding.bio')}
          required
          {...field('bio')}
          maxLength={4000}
        />
      </div>
      <TopicsSection state={state} />
      <LanguagesSection state={state} />
      <RateAndPlaceSection state={state} />
      <PhotosSection state={state} />
      <div className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 md:p-6">
        <Field
          className="sm:col-span-2"
          label={t('mentors.onboarding.website')}
          type="url"
          placeholder={t('mentors.urlPlaceholder')}
          {...field('website_url')}
        />
        {SOCIAL_NETWORKS.map((network) => (
          <Field
            key={network}
            label={t(`mentors.onboarding.social.${network}`)}
            type="url"
            placeholder={t('mentors.urlPlaceholder')}
            {...field(`social_links.${network}`)}
          />
        ))}
      </div>

      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
        {existing
          ? t(busy ? 'mentors.onboarding.saving' : 'mentors.onboarding.save')
          : t(busy ? 'mentors.onboarding.submitting' : 'mentors.onboarding.submit')}
      </Button>
    </form>
  );
}

function TopicsSection({ state }: { state: MentorFormState }) {
  const { t } = useTranslation();
  const { form, errorFor } = state;
  const topics = useWatch({ control: form.control, name: 'topics' });
  const [customTopic, setCustomTopic] = useState('');
  const setTopics = (next: string[]) =>
    form.setValue('topics', next, { shouldValidate: form.formState.isSubmitted });
  const addCustom = () => {
    if (!customTopic.trim()) return;
    setTopics(addCustomTopic(topics, customTopic));
    setCustomTopic('');
  };
  const error = errorFor('topics');

  return (
    <fieldset className="space-y-3 rounded-2xl border border-border bg-surface p-4 md:p-6">
      <legend className="px-1 text-sm font-medium">
        {t('mentors.onboarding.topics')}
        <span className="ml-0.5 text-danger" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {topicChips(topics).map((topic) => (
          <button
            key={topic}
            type="button"
            aria-pressed={hasTopic(topics, topic)}
            className={chip(hasTopic(topics, topic))}
            onClick={() => setTopics(toggleTopic(topics, topic))}
          >
            {topicLabel(t, topic)}
          </button>
        ))}
      </div>
      <div className="flex gap-2">
        <label className="flex-1">
          <span className="sr-only">{t('mentors.onboarding.customTopic')}</span>
          <input
            value={customTopic}
            onChange={(event) => setCustomTopic(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addCustom();
              }
            }}
            placeholder={t('mentors.onboarding.customTopic')}
            maxLength={MENTOR_TOPIC_MAX}
            className={inputClass}
          />
        </label>
        <Button
          variant="outline"
          size="icon"
          className="h-11 w-11"
          onClick={addCustom}
          aria-label={t('mentors.onboarding.addTopic')}
        >
          <Plus className="h-5 w-5" aria-hidden="true" />
        </Button>
      </div>
      {error && <p className="text-sm text-danger">{error}</p>}
    </fieldset>
  );
}

function LanguagesSection({ state }: { state: MentorFormState }) {
  const { t } = useTranslation();
  const { form } = state;
  const languages = useWatch({ control: form.control, name: 'languages' });
  return (
    <fieldset className="space-y-3 rounded-2xl border border-border bg-surface p-4 md:p-6">
      <legend className="px-1 text-sm font-medium">{t('mentors.onboarding.languages')}</legend>
      <div className="flex flex-wrap gap-2">
        {MENTOR_LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            aria-pressed={languages.includes(language)}
            className={chip(languages.includes(language))}
            onClick={() => form.setValue('languages', toggleLanguage(languages, language))}
          >
            {t(`mentors.languages.${language}`)}
          </button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{t('mentors.onboarding.languagesHint')}</p>
    </fieldset>
  );
}

function RateAndPlaceSection({ state }: { state: MentorFormState }) {
  const { t, i18n } = useTranslation();
  const { form, field } = state;
  const { register } = form;
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({
        value: code,
        label: countryName(code, i18n.language) ?? code,
      })).sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [i18n.language],
  );
  return (
    <div className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 md:p-6">
      <NumberField
        label={t('mentors.onboarding.rate')}
        min={1}
        step={1}
        {...field('hourly_rate')}
        hint={t('mentors.onboarding.rateHint')}
      />
      <SelectField
        label={t('mentors.onboarding.currency')}
        {...register('currency')}
        options={MENTOR_CURRENCIES.map((code) => ({ value: code, label: code }))}
      />
      <Field label={t('mentors.onboarding.city')} {...field('city')} maxLength={100} />
      <SelectField
        label={t('mentors.onboarding.country')}
        {...field('country')}
        placeholder={t('mentors.onboarding.noCountry')}
        options={countries}
      />
      <CheckboxField
        className="sm:col-span-2"
        label={t('mentors.onboarding.freeSession')}
        hint={t('mentors.onboarding.freeSessionHint')}
        {...register('free_session')}
      />
    </div>
  );
}

function PhotosSection({ state }: { state: MentorFormState }) {
  const { t } = useTranslation();
  const { photos, photoError, busy } = state;
  const photoInputId = useId();
  return (
    <div className="space-y-3 rounded-2xl border border-border bg-surface p-4 md:p-6">
      <label
        htmlFor={photoInputId}
        className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-border bg-background px-4 py-5 text-center focus-within:border-primary hover:border-primary"
      >
        <ImagePlus className="h-6 w-6 text-primary" aria-hidden="true" />
        <span className="font-medium">
          {t('mentors.onboarding.photos')}
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        </span>
        <span className="text-xs text-muted-foreground">{t('mentors.onboarding.photosHint')}</span>
        <input
          id={photoInputId}
          name="photos"
          type="file"
          accept="image/*"
          multiple
          disabled={busy}
          className="sr-only"
          onChange={(event) => {
            state.pickPhotos(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
      {photoError && <p className="text-sm text-danger">{photoError}</p>}
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
          {photos.map((photo, index) => (
            <li
              key={photo.key}
              className="relative overflow-hidden rounded-xl border border-border bg-surface-raised"
            >
              <img
                src={photo.kind === 'saved' ? thumbnailUrl(photo.url) : photo.preview}
                alt={t('mentors.onboarding.photoAlt', { number: index + 1 })}
                className="aspect-square w-full object-cover"
              />
              <button
                type="button"
                disabled={busy}
                onClick={() => state.dropPhoto(photo.key)}
                aria-label={t('mentors.onboarding.removePhoto', { number: index + 1 })}
                className="absolute right-1 top-1 flex h-8 w-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
