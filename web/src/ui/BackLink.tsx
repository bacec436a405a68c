/**
 * The "← back to the list" link at the top of a detail page: muted (forums,
 * match) or in the primary colour (mentors).
 */
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const TONES = {
  muted: 'text-muted-foreground hover:text-foreground',
  primary: 'font-medium text-primary hover:underline',
} as const;

export function BackLink({
  to,
  tone = 'muted',
  children,
}: {
  to: string;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={`inline-flex items-center gap-1 text-sm ${TONES[tone]}`}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
