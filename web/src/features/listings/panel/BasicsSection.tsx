import {
  categoryLabel,
  subcategoryLabel,
  TOP_CATEGORIES,
  type TopCategory,
} from '@shared/categories.ts';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../app/preferences.tsx';
import { Field, SelectField, TextAreaField } from '../../../ui/field.tsx';
import { subcategoryOptions } from '../form-model.ts';
import type { ListingForm } from '../useListingForm.ts';
import { FormSection } from './FormSection.tsx';
import { optionsOf } from './options.ts';

/** Category, subcategory (jobs: by kind), title and, except for mentors, the description. */
export function BasicsSection({
  form,
  error,
}: {
  form: ListingForm;
  error: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { values, bind, setCategory, setJobKind } = form;
  return (
    <FormSection title={t('listings.sections.basics')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('listings.fields.category')}
          name="category"
          required
          placeholder={t('listings.fields.choose')}
          value={values.category}
          onChange={(event) => setCategory(event.target.value as TopCategory)}
          error={error('category')}
          options={optionsOf(TOP_CATEGORIES, (key) => categoryLabel(key, language))}
        />
        {values.category === 'jobs' && (
          <SelectField
            label={t('listings.jobs.jobKind')}
            name="jobKind"
            value={values.jobKind}
            onChange={(event) => setJobKind(event.target.value as 'gig' | 'regular')}
            options={[
              { value: 'regular', label: t('listings.jobs.regular') },
              { value: 'gig', label: t('listings.jobs.gig') },
            ]}
          />
        )}
        <SelectField
          label={t('listings.fields.subcategory')}
          required
          placeholder={t('listings.fields.choose')}
          {...bind('subcategory')}
          disabled={!values.category}
          error={error('subcategory')}
          options={optionsOf(subcategoryOptions(values.category, values.jobKind), (key) =>
            subcategoryLabel(key, language),
          )}
        />
      </div>
      <Field
        label={t('listings.fields.title')}
        required
        maxLength={140}
        placeholder={t('listings.fields.titlePlaceholder')}
        {...bind('title')}
        error={error('title')}
      />
      {values.category !== 'mentor' && (
        <TextAreaField
          label={t('listings.fields.description')}
          maxLength={5000}
          placeholder={t('listings.fields.descriptionPlaceholder')}
          {...bind('description')}
          error={error('description')}
        />
      )}
    </FormSection>
  );
}
