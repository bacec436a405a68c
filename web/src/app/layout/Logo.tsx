import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../ui/cn.ts';
import { paths } from '../links.ts';

/** The brand mark (an "H" in the site's green and gold) and name, linking home. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home}
      className={cn(
        'flex shrink-0 items-center gap-2 rounded-full font-semibold tracking-tight',
        className,
      )}
      aria-label={t('app.name')}
    >
      <svg viewBox="0 0 64 64" className="h-8 w-8" aria-hidden="true">
        <rect width="64" height="64" rx="16" className="fill-primary" />
        <path
          d="M20 16v32M44 16v32M20 32h24"
          stroke="#fbbf24"
          strokeWidth="7"
          strokeLinecap="round"
        />
      </svg>
      <span className={cn('text-lg leading-none', compact && 'max-[380px]:hidden')}>
        {t('app.name')}
      </span>
    </Link>
  );
}
