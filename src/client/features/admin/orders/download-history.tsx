import type { AdminGrant } from '../../../../shared/admin/order-detail.ts';
import { downloadDisplay } from '../../../../shared/admin/purchase-rules.ts';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { LinkStandingBadge } from './link-standing-badge.tsx';

const At = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatShortLocalTime(iso)}</time>;

/** When a link stopped or stops working, as its state tells it. */
function LinkEnd({ link }: { link: AdminGrant }) {
  if (link.revokedAt) {
    return (
      <>
        ended <At iso={link.revokedAt} />
      </>
    );
  }
  return (
    <>
      {link.state === 'expired' ? 'expired' : 'good until'} <At iso={link.expiresAt} />
    </>
  );
}

/** One link of the order's history: when it was issued and ended, and each download it served. */
export function LinkHistoryItem({ link, name }: { link: AdminGrant; name: string }) {
  return (
    <div className="grid gap-1">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium">{name}</span>
        <LinkStandingBadge state={link.state} />
        <span>{downloadDisplay(link)}</span>
      </p>
      <p className="text-xs text-muted-foreground">
        Issued <At iso={link.createdAt} />, <LinkEnd link={link} />
      </p>
      {link.downloads.length > 0 ? (
        <ol className="grid gap-0.5 text-xs text-muted-foreground">
          {link.downloads.map((download, index) => (
            <li key={`${download.at}-${index}`}>
              Download {index + 1}: <At iso={download.at} /> · {download.client}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/**
 * Every link the order has had, oldest first, so a fresh link never hides what the earlier ones
 * served ("Downloaded 3/3" stays on the link that did it).
 */
export function DownloadHistory({ links }: { links: AdminGrant[] }) {
  return (
    <div className="mt-5 border-t border-border pt-4">
      <h3 id="download-history" className="text-sm font-semibold">
        Download history
      </h3>
      {links.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No link has been issued yet.</p>
      ) : (
        <ol aria-labelledby="download-history" className="mt-3 grid gap-3 text-sm">
          {links.map((link, index) => (
            <li key={link.id}>
              <LinkHistoryItem link={link} name={`Link ${index + 1}`} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
