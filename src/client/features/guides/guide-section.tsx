import type { ReactNode } from 'react';
import type { GuideSection as GuideSectionData } from '../../content/site/types.ts';
import { CodeBlock } from './code-block.tsx';
import { GuideLink } from './guide-link.tsx';
import { GuideNote } from './guide-note.tsx';

interface GuideSectionProps {
  section: GuideSectionData;
  /** Extra content the section introduces (the command table, the troubleshooting list). */
  children?: ReactNode;
}

/** One titled part of a setup-guide tab: text, list, commands, files, note and links, in order. */
export function GuideSection({ section, children }: GuideSectionProps) {
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="grid gap-4">
      <h3 id={headingId} className="text-xl font-semibold tracking-tight">
        {section.heading}
      </h3>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="leading-7 text-muted-foreground">
          {paragraph}
        </p>
      ))}
      {section.list ? (
        <ul className="grid list-disc gap-2 pl-5 leading-7 marker:text-primary">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.commands?.map((command) => (
        <CodeBlock key={command} code={command} title="Terminal" copyWhat="command" />
      ))}
      {section.files?.map((file) => (
        <CodeBlock
          key={file.name}
          code={file.content}
          title={file.name}
          copyWhat={file.language === 'text' ? undefined : file.name}
        />
      ))}
      {section.note ? <GuideNote>{section.note}</GuideNote> : null}
      {section.links ? (
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {section.links.map((link) => (
            <li key={link.href}>
              <GuideLink link={link} />
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </section>
  );
}
