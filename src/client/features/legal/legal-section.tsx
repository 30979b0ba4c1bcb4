import type { LegalSection as LegalSectionContent } from '../../content/site/types.ts';
import { LinkedText } from './linked-text.tsx';
import type { SectionAnchor } from './section-anchors.ts';

interface LegalSectionProps {
  anchor: SectionAnchor;
  section: LegalSectionContent;
}

/** One numbered section: its h2 (the table of contents' target), paragraphs, then its list. */
export function LegalSection({ anchor, section }: LegalSectionProps) {
  return (
    <section id={anchor.id} className="border-t border-border pt-10 first:border-t-0 first:pt-0">
      <h2 className="flex gap-3 text-xl font-semibold tracking-tight text-balance sm:text-2xl">
        <span className="text-primary tabular-nums">{anchor.number}. </span>
        <span>{anchor.title}</span>
      </h2>
      <div className="mt-4 space-y-4">
        {section.paragraphs.map((paragraph, index) => (
          // Static text that never reorders: its position is a stable key.
          <p key={index}>
            <LinkedText text={paragraph} />
          </p>
        ))}
      </div>
      {section.list && section.list.length > 0 ? (
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-primary">
          {section.list.map((item, index) => (
            <li key={index} className="pl-1">
              <LinkedText text={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
