/**
 * /forums/topic/{id} (docs/product.md#forums Forums): the topic, then its replies
 * oldest first ('No replies yet'), and the reply form. New replies arrive
 * live on the topic's channel (ids only; the page refetches); while the live
 * connection is down the page refreshes every 1.5 s, the spec's floor.
 */
import { boardName, FORUM_TOPIC_REFRESH_MS } from '@shared/forums.ts';
import { topicSubject } from '@shared/notification-settings.ts';
import { topicChannel } from '@shared/realtime.ts';
import { newReplySchema } from '@shared/schemas/forums.ts';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle, Send } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../app/api.ts';
import { useDraft } from '../../app/drafts.ts';
import { realtime, useRealtimeChannel, useRealtimeStatus } from '../../app/realtime.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { BackLink } from '../../ui/BackLink.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { useTimeAgo } from '../../ui/TimeAgo.tsx';
import { toast } from '../../ui/toast.ts';
import { useBusy } from '../../ui/useBusy.ts';
import { useAuthUi } from '../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../auth/session.ts';
import {
  ModerationMark,
  RemovedPlaceholder,
  removedForReader,
} from '../moderation/ModerationMark.tsx';
import { MuteButton } from '../notifications/MuteButton.tsx';
import {
  boardUrl,
  createReply,
  deleteReply,
  deleteTopic,
  editReply,
  editTopic,
  forumKeys,
  useTopic,
} from './api.ts';
import { BlockedPost } from './BlockedPost.tsx';
import { EditPostForm } from './EditPostForm.tsx';
import { FollowButton } from './FollowButton.tsx';
import { LikeButton } from './LikeButton.tsx';
import { fieldErrors, postErrorText } from './messages.ts';
import { PostActions } from './PostActions.tsx';
import { PostAnonymously } from './PostAnonymously.tsx';
import { PostAuthor } from './PostAuthor.tsx';
import { PostBody } from './PostBody.tsx';
import { PostBodyField } from './PostFields.tsx';

export function TopicPage() {
  const { t, i18n } = useTranslation();
  const timeAgo = useTimeAgo();
  const { id = '' } = useParams();
  const status = useRealtimeStatus();
  const live = status === 'open';
  const topic = useTopic(id, live ? false : FORUM_TOPIC_REFRESH_MS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** What the reader is editing: their topic ('topic') or one of their replies (its id). */
  const [editing, setEditing] = useState<string | null>(null);
  const missing = topic.error instanceof ApiRequestError && topic.error.status === 404;
  const refetch = topic.refetch;
  usePageTitle(missing ? t('forums.errors.topicNotFound') : (topic.data?.topic.title ?? null));

  useRealtimeChannel(missing ? null : topicChannel(id), (event) => {
    if (event.kind === 'forum.topic.deleted') {
      toast.info(t('forums.topicGone'));
      navigate(topic.data ? boardUrl(topic.data.topic.board) : '/forums');
      return;
    }
    void refetch();
  });
  // Once subscribed, and back from a broken connection: catch up on what was missed.
  useEffect(
    () => (missing ? undefined : realtime.onResync(topicChannel(id), () => void refetch())),
    [missing, id, refetch],
  );
  useEffect(() => {
    if (live) void refetch();
  }, [live, refetch]);

  if (missing) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10 text-center">
        <h1 className="text-2xl font-bold">{t('forums.errors.topicNotFound')}</h1>
        <Link to="/forums" className={buttonClass('outline', 'md', 'mt-4')}>
          {t('forums.allBoards')}
        </Link>
      </section>
    );
  }
  if (!topic.data) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <p className={topic.isError ? 'text-danger' : 'text-muted-foreground'}>
          {topic.isError ? t('forums.loadFailed') : t('forums.loading')}
        </p>
      </section>
    );
  }
  const { topic: item, board, replies } = topic.data;
  const invalidate = () => refreshAfterChange(queryClient, { queryKey: forumKeys.all });
  // Removed by moderators (issue #39): others read a placeholder, the author the mark and note.
  const topicRemoved = removedForReader(item.moderation, item.body);

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:px-6 md:py-8">
      <BackLink to={boardUrl(board.slug)}>{boardName(board, i18n.language)}</BackLink>
      <article className="mt-3">
        <BlockedPost blocked={item.blocked}>
          <div className="rounded-2xl border border-border bg-surface p-5">
            <h1 className="break-words text-2xl font-bold tracking-tight">
              {item.title || (topicRemoved && <RemovedPlaceholder />)}
            </h1>
            <p className="mt-1 text-sm text-muted-foreground">
              <PostAuthor post={item} className="font-medium text-foreground" /> · {item.city} ·{' '}
              {timeAgo(item.created_at)}
              <EditedMark at={item.edited_at} />
            </p>
            <ModerationMark
              moderation={topicRemoved ? null : item.moderation}
              note={item.moderation_note}
              className="mt-3"
            />
            {topicRemoved ? (
              <RemovedPlaceholder className="mt-4" />
            ) : editing === 'topic' ? (
              <EditPostForm
                initial={{ title: item.title, body: item.body }}
                onSave={async (words) => {
                  await editTopic(item.id, { title: words.title ?? '', body: words.body });
                  await invalidate();
                }}
                onDone={() => setEditing(null)}
              />
            ) : (
              <PostBody text={item.body} className="mt-4" />
            )}
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <div className="flex items-center gap-2">
                <FollowButton topicId={item.id} following={item.following} onChanged={refetch} />
                <LikeButton kind="topics" post={item} onChanged={refetch} />
                {/* Last in the row: drawn when its strings arrive, it moves nothing before it. */}
                <MuteButton subject={topicSubject(item.id)} compact />
              </div>
              <PostActions
                kind="topics"
                id={item.id}
                mine={item.mine}
                quote={topicRemoved ? undefined : `${item.title}\n${item.body}`}
                onEdit={item.moderation || editing ? undefined : () => setEditing('topic')}
                onDelete={async () => {
                  await deleteTopic(item.id);
                  await invalidate();
                  navigate(boardUrl(board.slug));
                }}
              />
            </div>
          </div>
        </BlockedPost>
      </article>

      <div className="mt-6 flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('forums.replyCount', { count: item.replies })}</h2>
        <span className="text-xs text-muted-foreground" aria-live="polite">
          {live ? t('forums.live') : t('forums.refreshing')}
        </span>
      </div>
      {replies.length === 0 ? (
        <div className="mt-3 rounded-2xl border border-dashed border-border p-6 text-center">
          <MessageCircle className="mx-auto h-7 w-7 text-primary" aria-hidden="true" />
          <p className="mt-2 font-semibold">{t('forums.noReplies')}</p>
        </div>
      ) : (
        <ol className="mt-3 space-y-2" data-testid="forum-replies">
          {replies.map((reply) => (
            <li key={reply.id}>
              <BlockedPost blocked={reply.blocked}>
                <div className="rounded-2xl border border-border bg-surface p-4">
                  <p className="text-sm text-muted-foreground">
                    <PostAuthor post={reply} className="font-medium text-foreground" />
                    {' · '}
                    {timeAgo(reply.created_at)}
                    <EditedMark at={reply.edited_at} />
                  </p>
                  <ModerationMark
                    moderation={
                      removedForReader(reply.moderation, reply.body) ? null : reply.moderation
                    }
                    note={reply.moderation_note}
                    className="mt-2"
                  />
                  {removedForReader(reply.moderation, reply.body) ? (
                    <RemovedPlaceholder className="mt-2" />
                  ) : editing === reply.id ? (
                    <EditPostForm
                      initial={{ body: reply.body }}
                      onSave={async (words) => {
                        await editReply(reply.id, { body: words.body });
                        await refetch();
                      }}
                      onDone={() => setEditing(null)}
                    />
                  ) : (
                    <PostBody text={reply.body} className="mt-2" />
                  )}
                  {/* Nothing left to report in a removed reply's place. */}
                  {(reply.mine || !removedForReader(reply.moderation, reply.body)) && (
                    <div className="mt-2 flex items-center justify-between gap-2">
                      <LikeButton kind="replies" post={reply} onChanged={refetch} />
                      <PostActions
                        kind="replies"
                        id={reply.id}
                        mine={reply.mine}
                        quote={reply.body || undefined}
                        onEdit={
                          reply.moderation || editing ? undefined : () => setEditing(reply.id)
                        }
                        onDelete={async () => {
                          await deleteReply(reply.id);
                          await refetch();
                        }}
                      />
                    </div>
                  )}
                </div>
              </BlockedPost>
            </li>
          ))}
        </ol>
      )}
      <ReplyForm topicId={item.id} onPosted={() => void refetch()} />
    </section>
  );
}

/** ' · edited', with when in its tooltip (issue #40: an edit is never silent). */
function EditedMark({ at }: { at: string | null }) {
  const { t } = useTranslation();
  const timeAgo = useTimeAgo();
  if (!at) return null;
  return (
    <>
      {' · '}
      <span data-testid="edited-mark" title={t('forums.editedAt', { time: timeAgo(at) })}>
        {t('forums.edited')}
      </span>
    </>
  );
}

function ReplyForm({ topicId, onPosted }: { topicId: string; onPosted: () => void }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { openSignInToPost } = useAuthUi();
  // Kept per topic across a language switch and a reload (app/drafts.ts).
  const [body, setBody] = useDraft(user?.id, `forum-reply:${topicId}`);
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, whileBusy] = useBusy();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return openSignInToPost();
    const input = { body, anonymous };
    const parsed = newReplySchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    await whileBusy(
      async () => {
        await createReply(topicId, input);
        setBody('');
        onPosted();
      },
      (error) => {
        toast.error(postErrorText(error, t('forums.postFailed')));
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-6 space-y-3 rounded-2xl border border-border bg-surface p-4"
      data-testid="reply-form"
    >
      <PostBodyField
        label={t('forums.replyLabel')}
        value={body}
        onChange={setBody}
        error={errors.body}
        rows={3}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <PostAnonymously checked={anonymous} onChange={setAnonymous} className="flex-1" />
        <Button type="submit" disabled={busy} className="sm:mb-5">
          <Send className="h-4 w-4" aria-hidden="true" />
          {t('forums.sendReply')}
        </Button>
      </div>
    </form>
  );
}
