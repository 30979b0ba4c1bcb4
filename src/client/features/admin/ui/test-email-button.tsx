import { Mail } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../toast/toast-store.ts';
import { useSendTestEmail } from '../api/test-email.ts';

/** Queues a test mail to the signed-in admin; the earlier shop's toasts say how it went. */
export function TestEmailButton({ label = 'Test Email' }: { label?: string }) {
  const send = useSendTestEmail();
  return (
    <Button
      variant="secondary"
      icon={<Mail className="size-4" />}
      busy={send.isPending}
      busyLabel="Sending..."
      onClick={() =>
        send.mutate(undefined, {
          onSuccess: (queued) =>
            toast({
              title: 'Test Email Sent',
              description: `A test email is on its way to ${queued.to}.`,
              variant: 'success',
            }),
          onError: (error) =>
            toast({
              title: 'Email Test Failed',
              description: error.message || 'Failed to send test email',
              variant: 'destructive',
            }),
        })
      }
    >
      {label}
    </Button>
  );
}
