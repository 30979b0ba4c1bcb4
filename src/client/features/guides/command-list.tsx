import { SquareTerminal } from 'lucide-react';
import type { BotCommand } from '../../content/site/types.ts';

/** Telegram commands as a definition list: what to type, then what it does. */
export function CommandList({ commands }: { commands: readonly BotCommand[] }) {
  return (
    <dl className="grid gap-4 md:grid-cols-2">
      {commands.map((command) => (
        <div
          key={command.command}
          className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-5"
        >
          <dt className="flex items-center gap-2">
            <SquareTerminal className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <code className="rounded-md bg-muted px-2 py-0.5 font-mono text-sm font-semibold break-all">
              {command.usage}
            </code>
          </dt>
          <dd className="text-sm leading-6 text-muted-foreground">{command.description}</dd>
        </div>
      ))}
    </dl>
  );
}
