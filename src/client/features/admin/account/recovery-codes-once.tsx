import { Copy, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** The codes as a text file: one a line, with what they are for. */
function codesFile(codes: string[]): string {
  return [
    'Cryptomaton staff sign-in: recovery codes',
    'Each code works once, in place of the code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * New recovery codes, shown this once (only their hashes are kept): copy, download as .txt, and
 * "I have saved them" to put them away. Focus moves to the heading so they are read out first.
 */
export function RecoveryCodesOnce({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<string>('');
  useEffect(() => heading.current?.focus(), [codes]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('Copied to the clipboard.');
    } catch {
      setCopied('Copying is blocked in this browser: download them, or write them down.');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([codesFile(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'cryptomaton-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section
      aria-labelledby="recovery-codes-once-heading"
      className="grid gap-4 rounded-xl border-2 border-primary/60 bg-card p-5"
    >
      <h3
        id="recovery-codes-once-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold outline-none"
      >
        Your recovery codes
      </h3>
      <p className="text-sm">
        Store these somewhere safe, like a password manager or on paper:{' '}
        <strong>each works once</strong>, in place of the code from your app, if you lose your
        phone. They are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-lg bg-muted p-4 font-mono text-base sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" icon={<Copy className="size-4" />} onClick={() => void copy()}>
          Copy the codes
        </Button>
        <Button variant="secondary" icon={<Download className="size-4" />} onClick={download}>
          Download as .txt
        </Button>
        <Button onClick={onSaved}>I have saved them</Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {copied}
      </p>
    </section>
  );
}
