/**
 * /match/profile/{id} (docs/product.md#match Match profile view): name, age,
 * location, compatibility percent, bio, gender and seeking; 'Send Message'
 * and 'Like'; 'Their Answers' lists the first 5, then 'And N more
 * answers...', which opens the rest. Report the profile or the member, or
 * block them (the one block list: neither sees the other in Match or the
 * inbox after). An absent or hidden profile says 'Profile not found'.
 */
import { MATCH_ANSWERS_SHOWN, matchMessageUrl } from '@shared/match.ts';
import { thumbnailUrl } from '@shared/media.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, Flag, Heart, MapPin, MessageCircle, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { apiFetch } from '../../app/api.ts';
import { errorText } from '../../app/error-text.ts';
import { paths } from '../../app/links.ts';
import { StatusPage } from '../../app/pages/StatusPage.tsx';
import { refreshAfterChange } from '../../app/refresh.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { BackLink } from '../../ui/BackLink.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';
import { MembersOnly } from '../auth/MembersOnly.tsx';
import { MemberName } from '../members/MemberName.tsx';
import { LazyReportDialog } from '../moderation/LazyReportDialog.tsx';
import {
  decideOn,
  isAnswersRequired,
  isProfileRequired,
  matchErrorText,
  matchKeys,
  useMatchProfile,
} from './api.ts';
import { celebrateMatch } from './celebration.ts';
import { ProfilePhoto } from './ProfilePhoto.tsx';

export function MatchProfilePage() {
  return (
    <MembersOnly>
      <ProfileView />
    </MembersOnly>
  );
}

function ProfileView() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const query = useMatchProfile(id, id !== '');
  const queryClient = useQueryClient();
  const [liking, setLiking] = useState(false);
  const [reporting, setReporting] = useState<'match_profile' | 'member' | null>(null);
  const [allAnswers, setAllAnswers] = useState(false);
  const navigate = useNavigate();
  const tigrinya = i18n.language.startsWith('ti');
  const data = query.data;
  usePageTitle(data?.profile.display_name ?? (query.isError ? t('match.profile.notFound') : null));

  if (query.isPending) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-6 md:px-6 md:py-8">
        <div className="h-96 animate-pulse rounded-3xl bg-surface-raised" />
      </section>
    );
  }
  if (!data) {
    const needProfile = isProfileRequired(query.error);
    const needAnswers = isAnswersRequired(query.error);
    return (
      <StatusPage
        icon={<SearchX className="h-8 w-8" aria-hidden="true" />}
        title={t('match.profile.notFound')}
        body={
          needProfile
            ? t('match.profile.needProfile')
            : needAnswers
              ? t('match.errors.answersRequired')
              : t('match.profile.notFoundBody')
        }
        actions={
          <Link
            to={needProfile || needAnswers ? paths.matchOnboarding : paths.match}
            className={buttonClass('primary')}
          >
            {needProfile
              ? t('match.discover.createProfile')
              : needAnswers
                ? t('match.discover.answerQuestions')
                : t('match.profile.back')}
          </Link>
        }
      />
    );
  }

  const { profile, score, liked, answers } = data;
  const like = async () => {
    setLiking(true);
    try {
      const reply = await decideOn(profile.user_id, 'like');
      // The 'It's a match!' screen, not a toast that would sit over the composer (issue #40).
      if (reply.mutual) {
        celebrateMatch({
          user_id: profile.user_id,
          display_name: profile.display_name,
          photo: profile.photos[0] ?? null,
        });
      }
      await refreshAfterChange(queryClient, { queryKey: matchKeys.profile(profile.user_id) });
      void refreshAfterChange(queryClient, { queryKey: matchKeys.discover });
    } catch (error) {
      toast.error(t('match.errors.likeFailed'), { description: matchErrorText(t, error) });
    } finally {
      setLiking(false);
    }
  };
  // The one block list (issue #40): after it, neither sees the other in Match or the inbox.
  const block = async () => {
    if (!window.confirm(t('match.profile.blockConfirm', { name: profile.display_name }))) return;
    try {
      await apiFetch(`/blocks/${encodeURIComponent(profile.user_id)}`, { method: 'PUT' });
      toast.success(t('match.profile.blocked', { name: profile.display_name }));
      await refreshAfterChange(queryClient, { queryKey: matchKeys.all });
      navigate(paths.match, { replace: true });
    } catch (error) {
      toast.error(t('match.profile.blockFailed'), { description: errorText(error) });
    }
  };
  const shown = allAnswers ? answers : answers.slice(0, MATCH_ANSWERS_SHOWN);
  const more = answers.length - Math.min(answers.length, MATCH_ANSWERS_SHOWN);
  const location = [profile.city, profile.country].filter(Boolean).join(', ');

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:px-6 md:py-8">
      <BackLink to={paths.match}>{t('match.profile.back')}</BackLink>
      <article className="mt-4 overflow-hidden rounded-3xl border border-border bg-surface shadow-sm md:grid md:grid-cols-[18rem_1fr]">
        <div className="aspect-square bg-surface-raised md:aspect-auto">
          <ProfilePhoto
            photo={profile.photos[0]}
            name={profile.display_name}
            iconClassName="h-16 w-16"
            placeholderClassName="min-h-48"
          />
        </div>
        <div className="space-y-4 p-5 md:p-7">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 className="text-2xl font-bold md:text-3xl">
                {/* Their name opens their member card (issue #41). */}
                <MemberName memberId={profile.user_id} label={profile.display_name} />
              </h1>
              <p className="text-muted-foreground">
                {t('match.profile.age', { age: profile.age })}
              </p>
              {location && (
                <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
                  <MapPin className="h-4 w-4" aria-hidden="true" />
                  {location}
                </p>
              )}
            </div>
            <span
              data-testid="match-score"
              className="rounded-full bg-primary px-3 py-1 text-sm font-bold text-primary-foreground"
            >
              {t('match.discover.score', { score })}
            </span>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-muted-foreground">{t('match.profile.gender')}</dt>
              <dd className="font-medium">{t(`match.gender.${profile.gender}`)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('match.profile.seeking')}</dt>
              <dd className="font-medium">{t(`match.seeking.${profile.seeking}`)}</dd>
            </div>
          </dl>
          {profile.bio && (
            <div>
              <h2 className="text-sm font-semibold text-muted-foreground">
                {t('match.profile.about')}
              </h2>
              <p className="mt-1 whitespace-pre-line">{profile.bio}</p>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Link to={matchMessageUrl(profile.user_id)} className={buttonClass('primary')}>
              <MessageCircle className="h-4 w-4" aria-hidden="true" />
              {t('match.profile.sendMessage')}
            </Link>
            <Button
              variant="outline"
              onClick={() => void like()}
              disabled={liked || liking}
              aria-pressed={liked}
            >
              <Heart
                className={liked ? 'h-4 w-4 fill-current text-primary' : 'h-4 w-4'}
                aria-hidden="true"
              />
              {liked ? t('match.profile.liked') : t('match.profile.like')}
            </Button>
          </div>
          {/* Report the profile or the member behind it (issue #39). */}
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {(['match_profile', 'member'] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                onClick={() => setReporting(kind)}
                className="inline-flex items-center gap-1.5 text-sm text-muted-foreground underline-offset-4 hover:text-danger hover:underline"
              >
                <Flag className="h-3.5 w-3.5" aria-hidden="true" />
                {kind === 'member' ? t('moderation.report.member') : t('moderation.report.profile')}
              </button>
            ))}
            <button
              type="button"
              onClick={() => void block()}
              className="inline-flex items-center gap-1.5 text-sm text-muted-foreground underline-offset-4 hover:text-danger hover:underline"
            >
              <Ban className="h-3.5 w-3.5" aria-hidden="true" />
              {t('match.profile.block')}
            </button>
          </div>
        </div>
      </article>
      {profile.photos.length > 1 && (
        <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-5">
          {profile.photos.slice(1).map((url) => (
            <li key={url} className="aspect-square overflow-hidden rounded-2xl bg-surface-raised">
              <img src={thumbnailUrl(url)} alt="" className="h-full w-full object-cover" />
            </li>
          ))}
        </ul>
      )}
      <section className="mt-6 rounded-3xl border border-border bg-surface p-5 shadow-sm md:p-7">
        <h2 className="text-lg font-semibold">{t('match.profile.theirAnswers')}</h2>
        {answers.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('match.profile.noAnswers')}</p>
        ) : (
          <ul
            id="their-answers"
            className="mt-3 divide-y divide-border"
            data-testid="their-answers"
          >
            {shown.map((answer) => (
              <li key={answer.question_id} className="py-3">
                <p className="text-sm text-muted-foreground">
                  {tigrinya ? answer.question_ti : answer.question}
                </p>
                <p className="font-medium">{tigrinya ? answer.choice_ti : answer.choice}</p>
                <p className="text-xs text-muted-foreground">
                  {t('match.profile.importance', {
                    level: t(`match.importance.${answer.importance}`),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
        {more > 0 && !allAnswers && (
          <button
            type="button"
            aria-expanded={false}
            aria-controls="their-answers"
            onClick={() => setAllAnswers(true)}
            className="mt-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('match.profile.moreAnswers', { count: more })}
          </button>
        )}
      </section>
      {reporting && (
        <LazyReportDialog
          kind={reporting}
          targetId={profile.user_id}
          name={profile.display_name}
          onClose={() => setReporting(null)}
        />
      )}
    </section>
  );
}
