/** 'Report listing': a reason is required (submit disabled while it is blank); stored on the server. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { TextAreaField } from '../../../ui/field.tsx';
import { toast } from '../../../ui/toast.ts';
import { reportListing } from '../queries.ts';

export function ReportForm({
  listingId,
  variant,
  onDone,
}: {
  listingId: string;
  variant: 'drawer' | 'page';
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const blank = details.trim() === '';
  const submit = async () => {
    if (blank) return;
    setBusy(true);
    try {
      await reportListing(listingId, details.trim());
      toast.success(
        variant === 'page'
          ? t('listings.report.submittedPage')
          : t('listings.report.submittedDrawer'),
      );
      setDetails('');
      onDone();
    } catch {
      toast.error(t('listings.report.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="space-y-3 rounded-2xl border border-border bg-surface-raised p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextAreaField
        label={t('listings.report.title')}
        placeholder={t('listings.report.placeholder')}
        value={details}
        maxLength={2000}
        onChange={(event) => setDetails(event.target.value)}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setDetails('');
            onDone();
          }}
        >
          {t('listings.mine.cancel')}
        </Button>
        <Button type="submit" disabled={blank || busy}>
          {t('listings.report.submit')}
        </Button>
      </div>
    </form>
  );
}
