import { Bot } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { BacktestReport } from '../../../backtest/report-types.ts';
import { previewCommands } from '../../../shared/bot-rules.ts';
import { formatTime } from './demo-format.ts';

const LOG_SIZE = 40;

interface ChatLine {
  id: string;
  from: 'bot' | 'you';
  text: string;
  time?: number;
}

/** The bot's message log from the backtest, and the commands answered from its final state. */
export function TelegramTab({ report }: { report: BacktestReport }) {
  const history: ChatLine[] = report.messages.slice(-LOG_SIZE).map((message, index) => ({
    id: `log-${index}`,
    from: 'bot',
    text: message.text,
    time: message.time,
  }));
  const [asked, setAsked] = useState<ChatLine[]>([]);
  const log = useRef<HTMLOListElement>(null);
  // Like a chat app: the newest message is in view, also after each command.
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [asked]);
  const ask = (command: string) => {
    const reply = report.commandReplies.find((entry) => entry.command.split(' ')[0] === command);
    setAsked((lines) => [
      ...lines,
      { id: `q-${lines.length}`, from: 'you', text: reply?.command ?? command },
      { id: `a-${lines.length}`, from: 'bot', text: reply?.text ?? 'Unknown command.' },
    ]);
  };

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="flex h-[32rem] flex-col overflow-hidden rounded-2xl border border-border bg-[#0e1621] text-slate-100">
        <div className="flex items-center gap-3 border-b border-white/10 bg-[#17212b] px-4 py-3">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-[var(--brand-from)] to-[var(--brand-to)]">
            <Bot className="size-5 text-white" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm font-semibold">Cryptomaton bot</p>
            <p className="text-xs text-slate-400">simulated backtest messages</p>
          </div>
        </div>
        <ol
          ref={log}
          aria-label="Bot messages"
          className="flex flex-1 flex-col gap-2 overflow-y-auto p-4"
          tabIndex={0}
        >
          {[...history, ...asked].map((line) => (
            <li
              key={line.id}
              className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap ${
                line.from === 'you' ? 'self-end bg-[#2b5278]' : 'self-start bg-[#182533]'
              }`}
            >
              {line.text}
              {line.time ? (
                <span className="mt-1 block text-right text-[11px] text-slate-400">
                  {formatTime(line.time, report.period.startTime)}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h2 className="text-sm font-semibold">Try a command</h2>
        <p className="mt-1 text-xs text-muted-foreground">
          Read-only: answers come from the backtest’s final state.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {previewCommands.map((command) => (
            <button
              key={command}
              type="button"
              className="btn-secondary px-3 py-1.5 font-mono text-xs"
              onClick={() => ask(command)}
            >
              {command}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
