/**
 * /mentor/onboarding 'Become a Mentor' (docs/product.md#mentors Mentor
 * onboarding): the profile form with preset and custom expertise areas,
 * languages, rate, place, currency, 1 to 6 photos, website, social links and
 * the 'Free Session' switch. A mentor edits their own profile on the same
 * screen. Signed out: 'Please sign in to become a mentor', then login.
 */
import { MAX_PHOTOS } from '@shared/constants.ts';
import { thumbnailUrl } from '@shared/media.ts';
import {
  COUNTRY_CODES,
  MENTOR_CURRENCIES,
  MENTOR_DEFAULT_PRICE_CENTS,
  MENTOR_EXPERTISE_PRESETS,
  MENTOR_LANGUAGES,
  MENTOR_TOPIC_MAX,
  type MentorDto,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '@shared/mentors.ts';
import type { MentorInput } from '@shared/schemas/mentors.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ImagePlus, Plus, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '../../app/api.ts';
import { errorText, messageText } from '../../app/error-text.ts';
import { paths } from '../../app/links.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, Field, inputClass, SelectField, TextAreaField } from '../../ui/field.tsx';
import { toast } from '../../ui/toast.ts';
import { useCurrentUser } from '../auth/session.ts';
import { compressPhoto } from '../listings/compress.ts';
import {
  addFiles,
  type PhotoItem,
  releasePreviews,
  removePhoto,
  savedPhotos,
} from '../listings/photos-state.ts';
import { mentorKeys, saveMentor, useOwnMentor } from './api.ts';
import { countryName } from './format.ts';
import { topicLabel } from './labels.ts';

const LOGIN_NEXT = `${paths.login}?next=${encodeURIComponent(paths.mentorOnboarding)}`;

export function MentorOnboardingPage() {
  const { t } = useTranslation();
  const { user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  const own = useOwnMentor(user?.id ?? null);
  const existing = own.data?.mentor ?? null;
  usePageTitle(t(existing ? 'mentors.onboarding.editTitle' : 'mentors.onboarding.title'));

  useEffect(() => {
    if (isPending || user) return;
    toast.error(t('mentors.onboarding.signIn'));
    navigate(LOGIN_NEXT, { replace: true });
  }, [isPending, user, navigate, t]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:px-6 md:py-8">
      <Link
        to={paths.mentors}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('mentors.onboarding.back')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">
        {t(existing ? 'mentors.onboarding.editTitle' : 'mentors.onboarding.title')}
      </h1>
      {!user || own.isPending ? (
        <p role="status" className="mt-6 text-muted-foreground">
          {t('mentors.onboarding.loading')}
        </p>
      ) : (
        <MentorForm key={existing?.id ?? 'new'} existing={existing} />
      )}
    </section>
  );
}

type Errors = Partial<Record<string, string>>;

function MentorForm({ existing }: { existing: MentorDto | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const photoInputId = useId();
  const [displayName, setDisplayName] = useState(existing?.display_name ?? '');
  const [bio, setBio] = useState(existing?.bio ?? '');
  const [topics, setTopics] = useState<string[]>(existing?.topics ?? []);
  const [customTopic, setCustomTopic] = useState('');
  const [languages, setLanguages] = useState<string[]>(existing?.languages ?? []);
  const [rate, setRate] = useState(
    existing && existing.price_cents !== MENTOR_DEFAULT_PRICE_CENTS
      ? String(Math.round(existing.price_cents / 100))
      : '',
  );
  const [city, setCity] = useState(existing?.city ?? '');
  const [country, setCountry] = useState(existing?.country ?? '');
  const [currency, setCurrency] = useState<string>(existing?.currency ?? 'USD');
  const [photos, setPhotos] = useState<PhotoItem[]>(savedPhotos(existing?.photos ?? []));
  const [website, setWebsite] = useState(existing?.website_url ?? '');
  const [social, setSocial] = useState<Partial<Record<SocialNetwork, string>>>(
    existing?.social_links ?? {},
  );
  const [free, setFree] = useState(existing?.free_session ?? false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const latestPhotos = useRef(photos);
  latestPhotos.current = photos;
  useEffect(() => () => releasePreviews(latestPhotos.current), []);

  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({
        value: code,
        label: countryName(code, i18n.language) ?? code,
      })).sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [i18n.language],
  );

  const hasTopic = (topic: string) =>
    topics.some((known) => known.toLowerCase() === topic.toLowerCase());
  const toggleTopic = (topic: string) =>
    setTopics(hasTopic(topic) ? topics.filter((known) => known !== topic) : [...topics, topic]);
  const addCustom = () => {
    const topic = customTopic.trim();
    if (!topic) return;
    if (!hasTopic(topic)) setTopics([...topics, topic.slice(0, MENTOR_TOPIC_MAX)]);
    setCustomTopic('');
  };
  const toggleLanguage = (language: string) =>
    setLanguages(
      languages.includes(language)
        ? languages.filter((known) => known !== language)
        : [...languages, language],
    );

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    if (!displayName.trim()) missing.display_name = t('mentors.onboarding.required');
    if (!bio.trim()) missing.bio = t('mentors.onboarding.required');
    if (topics.length === 0) missing.topics = t('mentors.onboarding.required');
    if (photos.length === 0) missing.photos = t('mentors.onboarding.required');
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      toast.error(t('mentors.onboarding.missing'), {
        description: t('mentors.onboarding.missingBody'),
      });
      return;
    }
    const input: MentorInput = {
      display_name: displayName,
      bio,
      topics,
      languages: languages as MentorInput['languages'],
      hourly_rate: rate.trim() === '' ? null : Number(rate),
      city,
      country,
      currency: currency as MentorInput['currency'],
      website_url: website,
      social_links: social,
      free_session: free,
      photos: photos.flatMap((photo) => (photo.kind === 'saved' ? [photo.url] : [])),
    };
    setBusy(true);
    try {
      const uploads = await Promise.all(
        photos.flatMap((photo) =>
          photo.kind === 'new'
            ? [compressPhoto(photo.file).then((blob) => ({ blob, name: photo.file.name }))]
            : [],
        ),
      );
      await saveMentor(existing?.id ?? null, input, uploads);
      await refreshAfterChange(queryClient, { queryKey: mentorKeys.all });
      toast.success(t('mentors.onboarding.success'));
      navigate(paths.mentors);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {};
      setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([key, message]) => [key, messageText(message)]),
        ),
      );
      const photoError = Object.entries(fields).find(([key]) => key.startsWith('photos'))?.[1];
      toast.error(
        photoError
          ? t('mentors.onboarding.uploadFailed', { reason: messageText(photoError) })
          : t('mentors.onboarding.failed'),
        {
          description: !photoError ? errorText(error) : undefined,
        },
      );
    } finally {
      setBusy(false);
    }
  };

  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1.5 text-sm transition-colors ${
      active
        ? 'border-primary bg-primary text-primary-foreground'
        : 'border-border bg-background hover:border-primary'
    }`;

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6" aria-busy={busy}>
      <div className="space-y-4 rounded-2xl border border-border bg-surface p-4 md:p-6">
        <Field
          label={t('mentors.onboarding.displayName')}
          required
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
          error={errors.display_name}
          maxLength={80}
        />
        <TextAreaField
          label={t('mentors.onboarding.bio')}
          required
          value={bio}
          onChange={(event) => setBio(event.target.value)}
          error={errors.bio}
          maxLength={4000}
        />
      </div>

      <fieldset className="space-y-3 rounded-2xl border border-border bg-surface p-4 md:p-6">
        <legend className="px-1 text-sm font-medium">
          {t('mentors.onboarding.topics')}
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {[...MENTOR_EXPERTISE_PRESETS, ...topics.filter((topic) => !isPreset(topic))].map(
            (topic) => (
              <button
                key={topic}
                type="button"
                aria-pressed={hasTopic(topic)}
                className={chip(hasTopic(topic))}
                onClick={() => toggleTopic(topic)}
              >
                {topicLabel(t, topic)}
              </button>
            ),
          )}
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
        {errors.topics && <p className="text-sm text-danger">{errors.topics}</p>}
      </fieldset>

      <fieldset className="space-y-3 rounded-2xl border border-border bg-surface p-4 md:p-6">
        <legend className="px-1 text-sm font-medium">{t('mentors.onboarding.languages')}</legend>
        <div className="flex flex-wrap gap-2">
          {MENTOR_LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              aria-pressed={languages.includes(language)}
              className={chip(languages.includes(language))}
              onClick={() => toggleLanguage(language)}
            >
              {t(`mentors.languages.${language}`)}
            </button>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">{t('mentors.onboarding.languagesHint')}</p>
      </fieldset>

      <div className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 md:p-6">
        <Field
          label={t('mentors.onboarding.rate')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          hint={t('mentors.onboarding.rateHint')}
          error={errors.hourly_rate}
        />
        <SelectField
          label={t('mentors.onboarding.currency')}
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
          options={MENTOR_CURRENCIES.map((code) => ({ value: code, label: code }))}
        />
        <Field
          label={t('mentors.onboarding.city')}
          value={city}
          onChange={(event) => setCity(event.target.value)}
          maxLength={100}
          error={errors.city}
        />
        <SelectField
          label={t('mentors.onboarding.country')}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          placeholder={t('mentors.onboarding.noCountry')}
          options={countries}
          error={errors.country}
        />
        <CheckboxField
          className="sm:col-span-2"
          label={t('mentors.onboarding.freeSession')}
          hint={t('mentors.onboarding.freeSessionHint')}
          checked={free}
          onChange={(event) => setFree(event.target.checked)}
        />
      </div>

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
          <span className="text-xs text-muted-foreground">
            {t('mentors.onboarding.photosHint')}
          </span>
          <input
            id={photoInputId}
            name="photos"
            type="file"
            accept="image/*"
            multiple
            disabled={busy}
            className="sr-only"
            onChange={(event) => {
              pickPhotos(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        {errors.photos && <p className="text-sm text-danger">{errors.photos}</p>}
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
                  onClick={() => setPhotos(removePhoto(photos, photo.key))}
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

      <div className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 md:p-6">
        <Field
          className="sm:col-span-2"
          label={t('mentors.onboarding.website')}
          type="url"
          placeholder={t('mentors.urlPlaceholder')}
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
          error={errors.website_url}
        />
        {SOCIAL_NETWORKS.map((network) => (
          <Field
            key={network}
            label={t(`mentors.onboarding.social.${network}`)}
            type="url"
            placeholder={t('mentors.urlPlaceholder')}
            value={social[network] ?? ''}
            onChange={(event) => setSocial({ ...social, [network]: event.target.value })}
            error={errors[`social_links.${network}`]}
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

const PRESETS = new Set<string>(MENTOR_EXPERTISE_PRESETS);
const isPreset = (topic: string) => PRESETS.has(topic);
