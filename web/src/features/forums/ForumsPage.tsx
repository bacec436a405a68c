/**
 * /forums (docs/product.md#forums Forums): the board grid of the chosen city, each
 * board with its English or Tigrinya name, its topic count and latest
 * activity there; a board with no topics there says 'No topics yet' and
 * offers to start one (issue #40).
 */
import { boardName } from '@shared/forums.ts';
import { MessagesSquare, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { buttonClass } from '../../ui/button.tsx';
import { useTimeAgo } from '../../ui/TimeAgo.tsx';
import { boardUrl, startTopicUrl, useBoards } from './api.ts';
import { CityForumRead, ForumCityBar, useForumCity } from './ForumCityBar.tsx';

export function ForumsPage() {
  const { t, i18n } = useTranslation();
  const timeAgo = useTimeAgo();
  const city = useForumCity();
  const boards = useBoards(city);
  usePageTitle(t('forums.title'));

  return (
    <section className="mx-auto max-w-5xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('forums.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('forums.subtitle')}</p>
      <div className="mt-5">
        <ForumCityBar />
      </div>
      <CityForumRead city={city} read={boards}>
        {(data) => (
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="forum-boards">
            {data.boards.map((board) =>
              board.topics === 0 ? (
                <li key={board.slug}>
                  <EmptyBoardCard slug={board.slug} name={boardName(board, i18n.language)} />
                </li>
              ) : (
                <li key={board.slug}>
                  <Link
                    to={boardUrl(board.slug)}
                    className="flex h-full items-start gap-3 rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-primary hover:bg-surface-raised"
                  >
                    <BoardIcon />
                    <span className="min-w-0">
                      <span className="block font-semibold">{boardName(board, i18n.language)}</span>
                      <span className="mt-0.5 block text-sm text-muted-foreground">
                        {t('forums.topicCount', { count: board.topics })}
                        {' · '}
                        {board.latest_at
                          ? t('forums.latestActivity', { time: timeAgo(board.latest_at) })
                          : t('forums.noActivity')}
                      </span>
                    </span>
                  </Link>
                </li>
              ),
            )}
          </ul>
        )}
      </CityForumRead>
    </section>
  );
}

function BoardIcon() {
  return (
    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
      <MessagesSquare className="h-5 w-5" aria-hidden="true" />
    </span>
  );
}

/** An empty board: its name (a link), 'No topics yet', and the way to start the first topic. */
function EmptyBoardCard({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex h-full items-start gap-3 rounded-2xl border border-dashed border-border bg-surface p-4"
      data-testid="empty-board"
    >
      <BoardIcon />
      <div className="min-w-0 flex-1">
        <Link
          to={boardUrl(slug)}
          className="block font-semibold hover:text-primary hover:underline"
        >
          {name}
        </Link>
        <p className="mt-0.5 text-sm text-muted-foreground">{t('forums.noTopics')}</p>
        <Link
          to={startTopicUrl(slug)}
          className={buttonClass('outline', 'sm', 'mt-3')}
          aria-label={`${t('forums.startTopic')}: ${name}`}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('forums.startTopic')}
        </Link>
      </div>
    </div>
  );
}
