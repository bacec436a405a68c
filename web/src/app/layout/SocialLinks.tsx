import { SOCIAL_LINKS } from '@shared/constants.ts';
import { cn } from '../../ui/cn.ts';

type Network = (typeof SOCIAL_LINKS)[number]['network'];

const NAMES: Record<Network, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  x: 'X',
};

/** Simple outline glyphs drawn for this site (the icon set has no brand marks). */
function Glyph({ network }: { network: Network }) {
  const common = {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  switch (network) {
    case 'facebook':
      return (
        <path
          {...common}
          d="M14 8h2V4.5h-2.5C11 4.5 10 6 10 8.3V10H8v3.5h2V20h3.5v-6.5H16l.5-3.5h-3V8.6c0-.4.2-.6.5-.6Z"
        />
      );
    case 'instagram':
      return (
        <g {...common}>
          <rect x="4" y="4" width="16" height="16" rx="4.5" />
          <circle cx="12" cy="12" r="3.6" />
          <circle cx="16.9" cy="7.1" r="0.6" fill="currentColor" />
        </g>
      );
    case 'tiktok':
      return <path {...common} d="M14 4v10.5a3.5 3.5 0 1 1-3.5-3.5M14 4c.4 2.4 2 3.9 4.5 4.2" />;
    case 'youtube':
      return (
        <g {...common}>
          <rect x="3" y="6" width="18" height="12" rx="3.5" />
          <path d="m10.5 9.5 4 2.5-4 2.5Z" fill="currentColor" />
        </g>
      );
    case 'x':
      return <path {...common} d="M5 5l14 14M19 5 5 19" />;
  }
}

export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={cn('flex items-center gap-2', className)}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            title={NAMES[link.network]}
            className="flex h-10 w-10 items-center justify-center rounded-full border border-border text-muted-foreground transition-colors hover:border-primary hover:text-primary"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
              <Glyph network={link.network} />
            </svg>
            <span className="sr-only">{NAMES[link.network]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
