import { Send, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ManualDeliveryPreview } from '../../../../shared/admin/manual-delivery.ts';
import { artRarityLabels } from '../../../../shared/art-display.ts';
import { Button } from '../../../components/ui/button.tsx';
import { labelHints } from '../../../content/site/shop-words.ts';

/**
 * Who gets what, for the owner to confirm before anything is sent: the order, its buyer, the
 * address the mail goes to, the piece and the edition it takes. Focused when it appears, so the
 * owner (and a screen reader) reads it before the Send button.
 */
export function DeliveryReview({
  review,
  sending,
  onConfirm,
  onCancel,
}: {
  review: ManualDeliveryPreview;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [review]);
  const { order, collection, edition } = review;
  const facts: [string, React.ReactNode][] = [
    ['Order', `${order.reference} (ID ${order.id}) · ${order.itemName}`],
    ['Buyer', order.email],
    ['Mail goes to', <strong key="to">{review.to}</strong>],
    ['Piece', `${collection.name} (${artRarityLabels[collection.rarity]})`],
    [
      'Edition',
      edition.alreadyOwned
        ? `#${edition.number} of ${edition.of}, which this order already owns: sent again with a fresh link, and its earlier links stop working.`
        : `#${edition.number} of ${edition.of}, the next one, taken from the supply (unless a buyer takes it first).`,
    ],
  ];
  return (
    <section
      aria-labelledby="review-heading"
      className="grid gap-4 rounded-xl border-2 border-primary/60 bg-card p-5"
    >
      <h2 id="review-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        Confirm this delivery
      </h2>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[8rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        {labelHints.sendNftPackage} No charge is made. The mail is sent once, with a link of its
        own: the order’s own download link stays as it is.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          icon={<Send className="size-4" />}
          busy={sending}
          busyLabel="Delivering..."
          onClick={onConfirm}
        >
          Send NFT Package
        </Button>
        <Button
          variant="secondary"
          icon={<X className="size-4" />}
          disabled={sending}
          onClick={onCancel}
        >
          Change
        </Button>
      </div>
    </section>
  );
}
