/**
 * A listing's description as written (text, never HTML; line breaks kept), then
 * its category details (stored as a '---' block under the text, shared/listings.ts)
 * as labelled rows in the reader's language. An author's own '---' stays text.
 */
import type { TopCategory } from '@shared/categories.ts';
import { splitDescription } from '@shared/listings.ts';
import { useTranslation } from 'react-i18next';

/** The details values the posting form writes itself (others are the author's words). */
const WORDED_VALUES = new Set(['Yes', 'No', 'Gig', 'Regular', 'Any']);

export function DescriptionWithDetails({
  description,
  category,
}: {
  description: string;
  category: TopCategory;
}) {
  const { t } = useTranslation();
  const { text, details } = splitDescription(description, category);
  const rows = Object.entries(details);
  // A marketplace condition is stored as its value ('like-new'): shown by its label ('Like new', issue #40).
  const shownValue = (label: string, value: string) => {
    if (label === 'Condition')
      return t(`listings.marketplace.conditions.${value}`, { defaultValue: value });
    return WORDED_VALUES.has(value) ? t(`listings.details.values.${value}`) : value;
  };
  return (
    <>
      {text.trim() && (
        <p className="whitespace-pre-line break-words leading-relaxed">{text.trim()}</p>
      )}
      {rows.length > 0 && (
        <section aria-label={t('listings.detail.detailsTitle')}>
          <dl
            className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-surface-raised p-4 text-sm"
            data-testid="listing-details"
          >
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">
                  {t(`listings.details.labels.${label}`, { defaultValue: label })}
                </dt>
                <dd className="break-words font-medium">{shownValue(label, value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}
