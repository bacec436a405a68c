/**
 * /forums/{boardKey} (docs/product.md#forums Forums): the board's topics in the
 * chosen city, latest activity first, paged; 'No topics yet'; the 'New topic'
 * dialog. An unknown board says so plainly.
 */
import { boardName, FORUM_BOARDS, forumBoardChannel, SEED_FORUM_BOARDS } from '@shared/forums.ts';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../app/api.ts';
import { realtime, useRealtimeChannel } from '../../app/realtime.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { BackLink } from '../../ui/BackLink.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { useTimeAgo } from '../../ui/TimeAgo.tsx';
import { useAuthUi } from '../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../auth/session.ts';
import {
  ModerationMark,
  RemovedPlaceholder,
  removedForReader,
} from '../moderation/ModerationMark.tsx';
import { forumKeys, topicUrl, useTopics } from './api.ts';
import { BlockedPost } from './BlockedPost.tsx';
import { CityForumRead, ForumCityBar, useForumCity } from './ForumCityBar.tsx';
import { NewTopicDialog } from './NewTopicDialog.tsx';

export function BoardPage() {
  const { t, i18n } = useTranslation();
  const timeAgo = useTimeAgo();
  const { boardKey = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const city = useForumCity();
  const topics = useTopics(boardKey, city, page);
  const { user, isPending: sessionPending } = useCurrentUser();
  const { openSignInToPost } = useAuthUi();
  const [dialog, setDialog] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unknown = topics.error instanceof ApiRequestError && topics.error.status === 404;
  // The spec's boards (and the seed page's) are named before the first answer (and without a city).
  const known = [...FORUM_BOARDS, ...SEED_FORUM_BOARDS].find((board) => board.slug === boardKey);
  const board = topics.data?.board ?? (known ? { slug: known.slug, name: known.en } : null);
  const name = board ? boardName(board, i18n.language) : null;
  usePageTitle(unknown ? t('forums.errors.unknownBoard') : (name ?? t('forums.title')));

  // Live (issue #40): a topic posted, answered or deleted on this board in this city shows
  // for its readers without a reload; after a reconnect the list is read again.
  const channel = city && !unknown ? forumBoardChannel(city, boardKey) : null;
  useRealtimeChannel(
    channel,
    () => void queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  );
  useEffect(
    () =>
      channel
        ? realtime.onResync(
            channel,
            () => void queryClient.invalidateQueries({ queryKey: forumKeys.all }),
          )
        : undefined,
    [channel, queryClient],
  );

  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  const startTopic = () => (user ? setDialog(true) : openSignInToPost());
  // '?new=1' (an empty board's 'Start a topic' on the grid): the dialog, once the city and
  // the member are known; the parameter goes so a reload or Back does not open it again.
  const wantsNew = params.get('new') === '1';
  const userKnown = !sessionPending;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the request can be met
  useEffect(() => {
    if (!wantsNew || !city || !userKnown) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('new');
        return next;
      },
      { replace: true },
    );
    startTopic();
  }, [wantsNew, city, userKnown]);

  return (
    <section className="mx-auto max-w-4xl px-4 py-6 md:px-6 md:py-8">
      <BackLink to="/forums">{t('forums.allBoards')}</BackLink>
      {unknown ? (
        <div className="mt-6 rounded-2xl border border-border bg-surface p-8 text-center">
          <h1 className="text-2xl font-bold">{t('forums.errors.unknownBoard')}</h1>
          <Link to="/forums" className={buttonClass('outline', 'md', 'mt-4')}>
            {t('forums.allBoards')}
          </Link>
        </div>
      ) : (
        <>
          <div className="mt-3 flex items-start justify-between gap-3">
            <h1 className="min-w-0 text-3xl font-bold tracking-tight">
              {name ?? t('forums.loading')}
            </h1>
            {city && (
              <Button variant="accent" onClick={startTopic} data-testid="new-topic">
                <Plus className="h-4 w-4" aria-hidden="true" />
                {t('forums.newTopic')}
              </Button>
            )}
          </div>
          <div className="mt-5">
            <ForumCityBar />
          </div>
          <CityForumRead city={city} read={topics}>
            {(data) =>
              data.topics.length === 0 && page === 1 ? (
                <div className="mt-6 rounded-2xl border border-dashed border-border p-8 text-center">
                  <MessageCircle className="mx-auto h-8 w-8 text-primary" aria-hidden="true" />
                  <p className="mt-3 font-semibold">{t('forums.noTopics')}</p>
                  <p className="mt-1 text-sm text-muted-foreground">{t('forums.noTopicsHint')}</p>
                  <Button variant="outline" onClick={startTopic} className="mt-4">
                    <Plus className="h-4 w-4" aria-hidden="true" />
                    {t('forums.startTopic')}
                  </Button>
                </div>
              ) : (
                <>
                  <ul className="mt-6 space-y-2" data-testid="forum-topics">
                    {data.topics.map((topic) => (
                      <li key={topic.id}>
                        <BlockedPost blocked={topic.blocked}>
                          <Link
                            to={topicUrl(topic.id)}
                            className="block rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-primary hover:bg-surface-raised"
                          >
                            <span className="block break-words font-semibold">
                              {topic.title ||
                                (removedForReader(topic.moderation, topic.body) && (
                                  <RemovedPlaceholder />
                                ))}
                            </span>
                            <ModerationMark
                              compact
                              moderation={topic.title ? topic.moderation : null}
                              note={topic.moderation_note}
                            />
                            <span className="mt-1 block text-sm text-muted-foreground">
                              {topic.author_name ?? t('forums.anon')}
                              {' · '}
                              {t('forums.replyCount', { count: topic.replies })}
                              {' · '}
                              {t('forums.latestActivity', { time: timeAgo(topic.updated_at) })}
                            </span>
                          </Link>
                        </BlockedPost>
                      </li>
                    ))}
                  </ul>
                  {(page > 1 || data.has_more) && (
                    <nav
                      className="mt-5 flex items-center justify-between"
                      aria-label={t('forums.pages')}
                    >
                      <Button variant="outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                        {t('forums.newer')}
                      </Button>
                      <span className="text-sm text-muted-foreground">
                        {t('forums.page', { page })}
                      </span>
                      <Button
                        variant="outline"
                        disabled={!data.has_more}
                        onClick={() => goTo(page + 1)}
                      >
                        {t('forums.older')}
                      </Button>
                    </nav>
                  )}
                </>
              )
            }
          </CityForumRead>
        </>
      )}
      {dialog && city && (
        <NewTopicDialog
          board={boardKey}
          city={city}
          onClose={() => setDialog(false)}
          onCreated={(topic) => {
            setDialog(false);
            void refreshAfterChange(queryClient, { queryKey: forumKeys.all });
            navigate(topicUrl(topic.id));
          }}
        />
      )}
    </section>
  );
}
