/** The category's own fields (docs/product.md#listings Post panel): housing, jobs, mentor, marketplace, match. */
import { EMPLOYMENT_TYPES, GENDERS, MARKETPLACE_CONDITIONS, SEEKING } from '@shared/listings.ts';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  Field,
  NumberField,
  SelectField,
  TextAreaField,
} from '../../../ui/field.tsx';
import type { ListingForm } from '../useListingForm.ts';
import { FormSection } from './FormSection.tsx';
import { optionsOf } from './options.ts';

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
  const { bind, bindCheck } = form;
  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        <NumberField label={t('listings.housing.bedrooms')} min={0} {...bind('bedrooms')} />
        <NumberField label={t('listings.housing.bathrooms')} min={0} {...bind('bathrooms')} />
      </div>
      <Field label={t('listings.housing.availableFrom')} type="date" {...bind('availableFrom')} />
      <CheckboxField label={t('listings.housing.furnished')} {...bindCheck('furnished')} />
    </>
  );
}

function JobFields({ form }: Props) {
  const { t } = useTranslation();
  const { bind, bindCheck } = form;
  return (
    <>
      <Field label={t('listings.jobs.employer')} maxLength={120} {...bind('employer')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('listings.jobs.employment')}
          placeholder={t('listings.fields.choose')}
          {...bind('employment')}
          options={optionsOf(EMPLOYMENT_TYPES, (type) =>
            t(`listings.jobs.employmentTypes.${type}`),
          )}
        />
        <Field
          label={t('listings.jobs.pay')}
          maxLength={120}
          placeholder={t('listings.jobs.payPlaceholder')}
          {...bind('pay')}
        />
      </div>
      <CheckboxField label={t('listings.jobs.remoteOk')} {...bindCheck('remoteOk')} />
    </>
  );
}

function MentorFields({ form, error }: Props) {
  const { t } = useTranslation();
  const { bind } = form;
  return (
    <>
      <Field
        label={t('listings.mentor.displayName')}
        maxLength={120}
        required
        {...bind('mentorName')}
        error={error('mentorName')}
      />
      <TextAreaField
        label={t('listings.mentor.bio')}
        maxLength={2000}
        required
        placeholder={t('listings.mentor.bioPlaceholder')}
        {...bind('mentorBio')}
        error={error('mentorBio')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('listings.mentor.topics')}
          maxLength={400}
          hint={t('listings.mentor.listHint')}
          {...bind('mentorTopics')}
        />
        <Field
          label={t('listings.mentor.languages')}
          maxLength={400}
          hint={t('listings.mentor.listHint')}
          {...bind('mentorLanguages')}
        />
      </div>
      <NumberField
        label={t('listings.mentor.price')}
        inputMode="decimal"
        min={0}
        step="0.01"
        {...bind('mentorPrice')}
      />
    </>
  );
}

function MarketplaceFields({ form, error }: Props) {
  const { t } = useTranslation();
  const { bind } = form;
  return (
    <>
      <SelectField
        label={t('listings.marketplace.condition')}
        required
        placeholder={t('listings.fields.choose')}
        {...bind('condition')}
        error={error('condition')}
        options={optionsOf(MARKETPLACE_CONDITIONS, (condition) =>
          t(`listings.marketplace.conditions.${condition}`),
        )}
      />
      <div className="grid grid-cols-2 gap-4">
        <Field label={t('listings.marketplace.brand')} maxLength={120} {...bind('brand')} />
        <Field label={t('listings.marketplace.model')} maxLength={120} {...bind('model')} />
      </div>
    </>
  );
}

function MatchFields({ form, error }: Props) {
  const { t } = useTranslation();
  const { bind } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <NumberField
        label={t('listings.match.age')}
        min={18}
        max={120}
        required
        {...bind('age')}
        error={error('age')}
      />
      <SelectField
        label={t('listings.match.gender')}
        required
        placeholder={t('listings.fields.choose')}
        {...bind('gender')}
        error={error('gender')}
        options={optionsOf(GENDERS, (gender) => t(`listings.match.genders.${gender}`))}
      />
      <SelectField
        label={t('listings.match.seeking')}
        required
        placeholder={t('listings.fields.choose')}
        {...bind('seeking')}
        error={error('seeking')}
        options={optionsOf(SEEKING, (seeking) =>
          seeking === 'other'
            ? t('listings.match.seekingAny')
            : t(`listings.match.genders.${seeking}`),
        )}
      />
    </div>
  );
}
