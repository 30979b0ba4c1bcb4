import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

/** The looks a button can take (app.css). */
const variantClasses = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  destructive: 'btn-destructive',
  'destructive-solid': 'btn-destructive-solid',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  /**
   * primary: the one main action of a form; secondary: anything beside it; destructive: an action
   * that takes something away (a refund), red and outlined so it never reads as the main action;
   * destructive-solid: the button that confirms one.
   */
  variant?: keyof typeof variantClasses;
  /**
   * While true the button is disabled, shows a spinner and reads `busyLabel` (e.g. "Sending..."),
   * so a second click cannot send twice.
   */
  busy?: boolean;
  /** What the button says while busy; the children stay when omitted. */
  busyLabel?: ReactNode;
  /** An icon before the label, hidden from assistive tech. */
  icon?: ReactNode;
}

/** A button with the site's look and a busy state. Type defaults to "button". */
export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  icon,
  disabled,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={`${variantClasses[variant]} ${className ?? ''}`}
    >
      {busy ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      ) : icon ? (
        <span aria-hidden="true" className="contents">
          {icon}
        </span>
      ) : null}
      {busy ? (busyLabel ?? children) : children}
    </button>
  );
}
