import { useRef } from 'react';
import { CopyButton } from './copy-button.tsx';
import { useOverflowing } from './use-overflowing.ts';

interface CodeBlockProps {
  code: string;
  /** Shown in the block's title bar: 'Terminal' for commands, the file name for files. */
  title: string;
  /** Completes the copy button's name ("Copy command"); no button when omitted. */
  copyWhat?: string;
}

/** A shell command or file, in a terminal-style block that looks the same in both themes. */
export function CodeBlock({ code, title, copyWhat }: CodeBlockProps) {
  const preRef = useRef<HTMLPreElement>(null);
  const scrollable = useOverflowing(preRef);
  const text = code.replace(/\n+$/, '');

  const selectText = () => {
    const pre = preRef.current;
    const selection = window.getSelection();
    if (!pre || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(pre);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  return (
    <div className="overflow-hidden rounded-xl border border-slate-800 bg-slate-950 shadow-sm dark:border-border">
      <div className="flex min-h-9 items-center justify-between gap-3 border-b border-white/10 bg-white/5 py-1 pr-2 pl-4">
        <span className="truncate font-mono text-xs text-slate-400">{title}</span>
        {copyWhat ? <CopyButton text={text} what={copyWhat} onFailed={selectText} /> : null}
      </div>
      <pre
        ref={preRef}
        tabIndex={scrollable ? 0 : undefined}
        className="overflow-x-auto p-4 font-mono text-[13px] leading-6 text-slate-100"
      >
        <code>{text}</code>
      </pre>
    </div>
  );
}
