import { Check, Copy, TextSelect } from 'lucide-react';
import { useEffect, useState } from 'react';
import { copyText } from './copy-text.ts';

type CopyState = 'idle' | 'copied' | 'failed';

const RESET_AFTER_MS = 2_000;

interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's name: "Copy command", "Copy run-bot.sh". */
  what: string;
  /** Called when copying fails, so the owner can select the text for a manual copy. */
  onFailed?: () => void;
}

const labels: Record<CopyState, string> = { idle: 'Copy', copied: 'Copied', failed: 'Selected' };
const announcements: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to the clipboard.',
  failed: 'Copying is blocked in this browser. The text is selected: press Ctrl+C or Cmd+C.',
};

/** Copies a code block; its visible label and a polite live region confirm the result. */
export function CopyButton({ text, what, onFailed }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), RESET_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const Icon = state === 'copied' ? Check : state === 'failed' ? TextSelect : Copy;

  return (
    <>
      <button
        type="button"
        data-copy-state={state}
        onClick={async () => {
          const copied = await copyText(text);
          if (!copied) onFailed?.();
          setState(copied ? 'copied' : 'failed');
        }}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-slate-300 transition-colors hover:bg-white/10 hover:text-white"
      >
        <Icon
          className={`size-3.5 ${state === 'copied' ? 'text-emerald-400' : ''}`}
          aria-hidden="true"
        />
        {labels[state]}
        {state === 'idle' ? <span className="sr-only"> {what}</span> : null}
      </button>
      <span role="status" className="sr-only">
        {announcements[state]}
      </span>
    </>
  );
}
