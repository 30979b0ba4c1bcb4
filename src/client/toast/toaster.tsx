import { X } from 'lucide-react';
import * as Toast from 'radix-ui/toast';
import { interfaceLimits } from '../../shared/site-config.ts';
import { dismissToast, useToasts, type ToastVariant } from './toast-store.ts';

const { durationMs, swipeThresholdPx, hotkey } = interfaceLimits.toast;

const variantClass: Record<ToastVariant, string> = {
  default: 'border-border bg-card text-card-foreground',
  success: 'border-primary/40 bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

/**
 * Radix toasts: 5 s each, swipe right past 50 px to dismiss, F8 moves focus to them, Escape or
 * the close button closes them. The store keeps one at a time.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider
      duration={durationMs}
      swipeDirection="right"
      swipeThreshold={swipeThresholdPx}
      label="Notification"
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={item.variant ?? 'default'}
          className={`toast-root group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg ${variantClass[item.variant ?? 'default']}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className="text-sm opacity-90">
                {item.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close notification"
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[hotkey]}
        label={`Notifications (${hotkey})`}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none sm:right-4 sm:bottom-4"
      />
    </Toast.Provider>
  );
}
