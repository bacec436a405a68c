/**
 * A post's words as plain text: line breaks kept, web addresses made
 * clickable (rel="nofollow ugc noopener"), never HTML.
 */
import { linkify } from '@shared/forums.ts';
import { cn } from '../../ui/cn.ts';

export function PostBody({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('whitespace-pre-wrap break-words leading-relaxed', className)}>
      {linkify(text).map((piece, index) =>
        piece.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text never reorder
            key={index}
            href={piece.href}
            target="_blank"
            rel="nofollow ugc noopener"
            className="font-medium text-primary underline underline-offset-2 hover:no-underline"
          >
            {piece.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text never reorder
          <span key={index}>{piece.text}</span>
        ),
      )}
    </div>
  );
}
