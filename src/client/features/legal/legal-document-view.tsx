import type { ReactNode } from 'react';
import type { LegalDocument } from '../../content/site/types.ts';
import { LegalHeader } from './legal-header.tsx';
import { LegalSection } from './legal-section.tsx';
import { LegalToc } from './legal-toc.tsx';
import { LinkedText } from './linked-text.tsx';
import { sectionAnchors } from './section-anchors.ts';

interface LegalDocumentViewProps {
  document: LegalDocument;
  /** Shown after the last section, e.g. the disclaimer's way on to checkout. */
  children?: ReactNode;
}

/**
 * A complete legal page: title and revision date, the introduction, a table of contents (a
 * sticky sidebar on wide screens) and the numbered sections, set for long reading.
 */
export function LegalDocumentView({ document, children }: LegalDocumentViewProps) {
  const anchors = sectionAnchors(document.sections);
  return (
    <>
      <LegalHeader title={document.title} updated={document.updated} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14 lg:px-8">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <LegalToc anchors={anchors} />
        </aside>
        <article className="mt-10 max-w-[70ch] text-base leading-7 text-pretty sm:text-[1.0625rem] sm:leading-8 lg:mt-0">
          <p className="text-lg leading-8 text-muted-foreground sm:text-xl sm:leading-9">
            <LinkedText text={document.intro} />
          </p>
          <div className="mt-10 space-y-10">
            {document.sections.map((section, index) => {
              const anchor = anchors[index];
              return anchor ? (
                <LegalSection key={anchor.id} anchor={anchor} section={section} />
              ) : null;
            })}
          </div>
          {children ? <div className="mt-14">{children}</div> : null}
        </article>
      </div>
    </>
  );
}
