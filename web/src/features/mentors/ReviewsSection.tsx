/**
 * A mentor's reviews on their page (issue #42): the average and the count,
 * then the reviews newest first, paged, each with the mentor's reply (and the
 * mentor's one reply form), and 'Report this review' like any content.
 */
import type { MentorDto } from '@shared/mentors.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { useAuthUi } from '../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { LazyReportDialog } from '../moderation/LazyReportDialog.tsx';
import { useMentorReviews } from './api.ts';
import { ReviewView, Stars } from './SessionParts.tsx';

export function ReviewsSection({ mentor }: { mentor: MentorDto }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { openLogin } = useAuthUi();
  const [page, setPage] = useState(1);
  const reviews = useMentorReviews(mentor.id, page);
  const [reporting, setReporting] = useState<{ id: string; name: string } | null>(null);
  const data = reviews.data;
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="reviews-title" className="text-lg font-semibold">
          {t('mentors.sessions.reviews.title')}
        </h2>
        {mentor.rating_count > 0 && (
          <span className="flex items-center gap-1 text-sm" data-testid="reviews-summary">
            <Stars rating={mentor.rating} />
            {t('mentors.sessions.reviews.summary', {
              rating: mentor.rating.toFixed(1),
              count: mentor.rating_count,
            })}
          </span>
        )}
      </div>
      {reviews.isPending ? (
        <p className="text-sm text-muted-foreground">{t('mentors.sessions.reviews.loading')}</p>
      ) : reviews.isError || !data ? (
        <p role="alert" className="text-sm text-danger">
          {t('mentors.sessions.reviews.failed')}
        </p>
      ) : data.reviews.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('mentors.sessions.reviews.none')}</p>
      ) : (
        <ul className="space-y-4">
          {data.reviews.map((review) => (
            <li key={review.id} className="rounded-xl border border-border p-3">
              <ReviewView
                review={review}
                onReport={
                  mentor.mine
                    ? undefined
                    : () =>
                        user
                          ? setReporting({
                              id: review.id,
                              name: review.mentee.label ?? t('mentors.anonymous'),
                            })
                          : openLogin()
                }
              />
            </li>
          ))}
        </ul>
      )}
      {data && (page > 1 || data.has_more) && (
        <nav className="flex gap-2" aria-label={t('mentors.pages')}>
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage((n) => n - 1)}
          >
            {t('mentors.previous')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!data.has_more}
            onClick={() => setPage((n) => n + 1)}
          >
            {t('mentors.next')}
          </Button>
        </nav>
      )}
      {reporting && (
        <LazyReportDialog
          kind="mentor_review"
          targetId={reporting.id}
          name={reporting.name}
          onClose={() => setReporting(null)}
        />
      )}
    </section>
  );
}
