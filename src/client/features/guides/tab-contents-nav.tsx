import type { SetupGuideTab } from '../../content/site/types.ts';

/** The sections of one tab, as in-page links beside it on wide screens. */
export function TabContentsNav({ tab }: { tab: SetupGuideTab }) {
  return (
    <nav aria-label={`${tab.label} sections`} className="hidden lg:block">
      <div className="sticky top-24">
        <p className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">
          On this tab
        </p>
        <ul className="mt-3 grid gap-1 border-l border-border">
          {tab.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ml-px block border-l border-transparent py-1 pl-4 text-sm text-muted-foreground transition-colors hover:border-primary hover:text-foreground"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
