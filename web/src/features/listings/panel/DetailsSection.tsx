/** The category's own fields (docs/product.md#listings Post panel): housing, jobs, mentor, marketplace, match. */
import { EMPLOYMENT_TYPES, GENDERS, MARKETPLACE_CONDITIONS, SEEKING } from '@shared/listings.ts';
import { useTranslation } from 'react-i18next';
import { CheckboxField, Field, SelectField, TextAreaField } from '../../../ui/field.tsx';
import type { ListingForm } from '../useListingForm.ts';
import { FormSection } from './FormSection.tsx';

type Props = { form: ListingForm; error: (field: string) => string | undefined };

export function DetailsSection({ form, error }: Props) {
  const { t } = useTranslation();
  const body = {
    housing: <HousingFields form={form} error={error} />,
    jobs: <JobFields form={form} error={error} />,
    mentor: <MentorFields form={form} error={error} />,
    marketplace: <MarketplaceFields form={form} error={error} />,
    match: <MatchFields form={form} error={error} />,
    services: null,
    community: null,
  };
  const category = form.values.category;
  if (!category || !body[category]) return null;
  return <FormSection title={t('listings.sections.details')}>{body[category]}</FormSection>;
}

function HousingFields({ form }: Props) {
  const { t } = useTranslation();
  const { values, setField } = form;
  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        <Field
          label={t('listings.housing.bedrooms')}
          name="bedrooms"
          type="number"
          inputMode="numeric"
          min={0}
          value={values.bedrooms}
          onChange={(event) => setField('bedrooms', event.target.value)}
        />
        <Field
          label={t('listings.housing.bathrooms')}
          name="bathrooms"
          type="number"
          inputMode="numeric"
          min={0}
          value={values.bathrooms}
          onChange={(event) => setField('bathrooms', event.target.value)}
        />
      </div>
      <Field
        label={t('listings.housing.availableFrom')}
        name="availableFrom"
        type="date"
        value={values.availableFrom}
        onChange={(event) => setField('availableFrom', event.target.value)}
      />
      <CheckboxField
        label={t('listings.housing.furnished')}
        name="furnished"
        checked={values.furnished}
        onChange={(event) => setField('furnished', event.target.checked)}
      />
    </>
  );
}

function JobFields({ form }: Props) {
  const { t } = useTranslation();
  const { values, setField } = form;
  return (
    <>
      <Field
        label={t('listings.jobs.employer')}
        name="employer"
        maxLength={120}
        value={values.employer}
        onChange={(event) => setField('employer', event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('listings.jobs.employment')}
          name="employment"
          placeholder={t('listings.fields.choose')}
          value={values.employment}
          onChange={(event) => setField('employment', event.target.value)}
          options={EMPLOYMENT_TYPES.map((type) => ({
            value: type,
            label: t(`listings.jobs.employmentTypes.${type}`),
          }))}
        />
        <Field
          label={t('listings.jobs.pay')}
          name="pay"
          maxLength={120}
          placeholder={t('listings.jobs.payPlaceholder')}
          value={values.pay}
          onChange={(event) => setField('pay', event.target.value)}
        />
      </div>
      <CheckboxField
        label={t('listings.jobs.remoteOk')}
        name="remoteOk"
        checked={values.remoteOk}
        onChange={(event) => setField('remoteOk', event.target.checked)}
      />
    </>
  );
}

function MentorFields({ form, error }: Props) {
  const { t } = useTranslation();
  const { values, setField } = form;
  return (
    <>
      <Field
        label={t('listings.mentor.displayName')}
        name="mentorName"
        maxLength={120}
        required
        value={values.mentorName}
        onChange={(event) => setField('mentorName', event.target.value)}
        error={error('mentorName')}
      />
      <TextAreaField
        label={t('listings.mentor.bio')}
        name="mentorBio"
        maxLength={2000}
        required
        placeholder={t('listings.mentor.bioPlaceholder')}
        value={values.mentorBio}
        onChange={(event) => setField('mentorBio', event.target.value)}
        error={error('mentorBio')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('listings.mentor.topics')}
          name="mentorTopics"
          maxLength={400}
          hint={t('listings.mentor.listHint')}
          value={values.mentorTopics}
          onChange={(event) => setField('mentorTopics', event.target.value)}
        />
        <Field
          label={t('listings.mentor.languages')}
          name="mentorLanguages"
          maxLength={400}
          hint={t('listings.mentor.listHint')}
          value={values.mentorLanguages}
          onChange={(event) => setField('mentorLanguages', event.target.value)}
        />
      </div>
      <Field
        label={t('listings.mentor.price')}
        name="mentorPrice"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={values.mentorPrice}
        onChange={(event) => setField('mentorPrice', event.target.value)}
      />
    </>
  );
}

function MarketplaceFields({ form, error }: Props) {
  const { t } = useTranslation();
  const { values, setField } = form;
  return (
    <>
      <SelectField
        label={t('listings.marketplace.condition')}
        name="condition"
        required
        placeholder={t('listings.fields.choose')}
        value={values.condition}
        onChange={(event) => setField('condition', event.target.value)}
        error={error('condition')}
        options={MARKETPLACE_CONDITIONS.map((condition) => ({
          value: condition,
          label: t(`listings.marketplace.conditions.${condition}`),
        }))}
      />
      <div className="grid grid-cols-2 gap-4">
        <Field
          label={t('listings.marketplace.brand')}
          name="brand"
          maxLength={120}
          value={values.brand}
          onChange={(event) => setField('brand', event.target.value)}
        />
        <Field
          label={t('listings.marketplace.model')}
          name="model"
          maxLength={120}
          value={values.model}
          onChange={(event) => setField('model', event.target.value)}
        />
      </div>
    </>
  );
}

function MatchFields({ form, error }: Props) {
  const { t } = useTranslation();
  const { values, setField } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field
        label={t('listings.match.age')}
        name="age"
        type="number"
        inputMode="numeric"
        min={18}
        max={120}
        required
        value={values.age}
        onChange={(event) => setField('age', event.target.value)}
        error={error('age')}
      />
      <SelectField
        label={t('listings.match.gender')}
        name="gender"
        required
        placeholder={t('listings.fields.choose')}
        value={values.gender}
        onChange={(event) => setField('gender', event.target.value)}
        error={error('gender')}
        options={GENDERS.map((gender) => ({
          value: gender,
          label: t(`listings.match.genders.${gender}`),
        }))}
      />
      <SelectField
        label={t('listings.match.seeking')}
        name="seeking"
        required
        placeholder={t('listings.fields.choose')}
        value={values.seeking}
        onChange={(event) => setField('seeking', event.target.value)}
        error={error('seeking')}
        options={SEEKING.map((seeking) => ({
          value: seeking,
          label:
            seeking === 'other'
              ? t('listings.match.seekingAny')
              : t(`listings.match.genders.${seeking}`),
        }))}
      />
    </div>
  );
}
