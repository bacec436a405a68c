import { thumbnailUrl } from '@shared/media.ts';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../ui/cn.ts';

type ProfilePhotoProps = {
  photo: string | null | undefined;
  name: string;
  iconClassName: string;
  /** Added to the placeholder's centring (a minimum height, a column with a caption). */
  placeholderClassName?: string;
  /** Under the icon in the placeholder: a caption. */
  children?: ReactNode;
};

/**
 * A match profile's photo filling its frame, or, without one, the person icon
 * centred in its place: the same picture in the discover card, the profile
 * page and the 'It's a match' dialog, each at its own size.
 */
export function ProfilePhoto({
  photo,
  name,
  iconClassName,
  placeholderClassName,
  children,
}: ProfilePhotoProps) {
  return photo ? (
    <img src={thumbnailUrl(photo)} alt={name} className="h-full w-full object-cover" />
  ) : (
    <div
      className={cn(
        'flex h-full',
        placeholderClassName,
        'items-center justify-center text-muted-foreground',
      )}
    >
      <UserRound className={iconClassName} aria-hidden="true" />
      {children}
    </div>
  );
}
