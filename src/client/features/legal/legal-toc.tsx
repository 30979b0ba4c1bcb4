import type { SectionAnchor } from './section-anchors.ts';

/**
 * The document's table of contents: plain fragment links, so the browser's own jump (with the
 * page's scroll-padding) lands each section just under the fixed header, even without script.
 */
export function LegalToc({ anchors }: { anchors: readonly SectionAnchor[] }) {
  return (
    <nav
      aria-labelledby="legal-toc-title"
      className="rounded-2xl border border-border bg-card p-5 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-1 lg:pr-2"
    >
      <h2
        id="legal-toc-title"
        className="text-sm font-semibold tracking-wide text-foreground uppercase"
      >
        On this page
      </h2>
      <ol className="mt-3 grid gap-0.5 text-sm lg:border-l lg:border-border">
        {anchors.map((anchor) => (
          <li key={anchor.id}>
            <a
              href={`#${anchor.id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground lg:ml-2 lg:py-1"
            >
              <span
                className="min-w-[1.5rem] text-right font-medium tabular-nums"
                aria-hidden="true"
              >
                {anchor.number}.
              </span>
              <span>
                <span className="sr-only">{anchor.number}. </span>
                {anchor.title}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
