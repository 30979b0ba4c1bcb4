import type { LinkStanding } from '../../../../shared/admin/link-standing.ts';
import { StatusBadge } from '../ui/status-badge.tsx';

/** Where a link stands, in the owner's words; only a working link is coloured (green). */
const words: Record<LinkStanding, string> = {
  works: 'Works',
  revoked: 'Ended',
  expired: 'Expired',
  exhausted: 'Used up',
  paused: 'Paused (dispute)',
};

export function LinkStandingBadge({ state }: { state: LinkStanding }) {
  return <StatusBadge status={state === 'works' ? 'ok' : state} label={words[state]} />;
}
