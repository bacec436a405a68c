/**
 * A forum post's author: their name opens their member card (issue #41);
 * 'Anon' (posted anonymously) stays plain text, and the server sends no
 * author for it.
 */
import { useTranslation } from 'react-i18next';
import { MemberName } from '../members/MemberName.tsx';

export function PostAuthor({
  post,
  className,
}: {
  post: { author_id: string | null; author_name: string | null };
  className?: string;
}) {
  const { t } = useTranslation();
  if (!post.author_id || !post.author_name)
    return <span className={className}>{post.author_name ?? t('forums.anon')}</span>;
  return <MemberName memberId={post.author_id} label={post.author_name} className={className} />;
}
