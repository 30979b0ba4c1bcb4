import type { BotCommand } from '../../content/site/types.ts';

/** Every Telegram command with what to type and what it does, as a real data table. */
export function CommandTable({ commands }: { commands: readonly BotCommand[] }) {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Telegram commands of the Cryptomaton bot</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Command
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              What it does
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {commands.map((command) => (
            <tr key={command.command} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal sm:whitespace-nowrap">
                <code className="font-mono text-[13px] font-semibold break-words text-foreground">
                  {command.usage}
                </code>
              </th>
              <td className="px-4 py-3 leading-6 text-muted-foreground">{command.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
