/**
 * A member's name where one meets them (a city chat line, a forum post, a
 * mentor's or a match profile's page; issue #41): a button that opens their
 * member card, a popover beside the name on desktop and a bottom sheet on
 * phones. Only the name is drawn with the page; the card's code comes on the
 * first click (its chunk is fetched when the browser is idle, ui/lazy.ts).
 */
import { type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';
import { lazyPart } from '../../ui/lazy.ts';

const MemberCardPopup = lazyPart(() => import('./MemberCardPopup.tsx'), 'MemberCardPopup');

type MemberNameProps = {
  memberId: string;
  /** The name shown (already in the reader's words: 'Anonymous User' and such). */
  label: string;
  className?: string;
  /** What the button shows, when not just the label (a heading's text, say). */
  children?: ReactNode;
};

export function MemberName({ memberId, label, className, children }: MemberNameProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={anchor}
        type="button"
        data-testid="member-name"
        aria-haspopup="dialog"
        aria-expanded={open}
        title={t('members.openCard', { name: label })}
        onClick={() => setOpen(true)}
        className={cn(
          'cursor-pointer rounded-sm text-left underline-offset-2 hover:underline focus-visible:underline focus-visible:outline-2 focus-visible:outline-primary',
          className,
        )}
      >
        {children ?? label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MemberCardPopup
            memberId={memberId}
            label={label}
            anchor={anchor}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
