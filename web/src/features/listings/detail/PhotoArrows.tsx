/** The previous and next buttons over a photo, for the gallery and the full-screen viewer. */
import { ChevronLeft, ChevronRight } from 'lucide-react';

export function PhotoArrows({
  onGo,
  previousLabel,
  nextLabel,
  sideClass,
  iconClass,
}: {
  onGo: (step: -1 | 1) => void;
  previousLabel: string;
  nextLabel: string;
  /** Each button's classes, by the side it stands on. */
  sideClass: (side: 'left' | 'right') => string;
  iconClass: string;
}) {
  return (
    <>
      <button
        type="button"
        onClick={() => onGo(-1)}
        aria-label={previousLabel}
        className={sideClass('left')}
      >
        <ChevronLeft className={iconClass} aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={() => onGo(1)}
        aria-label={nextLabel}
        className={sideClass('right')}
      >
        <ChevronRight className={iconClass} aria-hidden="true" />
      </button>
    </>
  );
}
