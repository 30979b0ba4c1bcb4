import { adminScreens } from '../../../components/admin/admin-screens.ts';
import { interfaceLimits } from '../../../../shared/site-config.ts';
import { InvoiceExport } from '../orders/invoice-export.tsx';
import { AdminScreen } from '../shell/admin-shell.tsx';
import { MailTab } from './mail-tab.tsx';
import { MessagesTab } from './messages-tab.tsx';
import { SavedAnswersPanel } from '../messages/saved-answers-panel.tsx';
import { OrdersTab } from './orders-tab.tsx';

// The start page's Orders, Messages and Mail tabs, each also a screen of its own so the admin
// navigation can lead straight to it; the tabs and the screens show the same panels.

/** /admin/orders: the latest orders and the order search. */
export function OrdersPage() {
  return (
    <AdminScreen
      title={adminScreens.orders.name}
      lead={`The latest ${interfaceLimits.adminListSize} orders, or search by email, reference, status and day.`}
    >
      <OrdersTab />
      <InvoiceExport />
    </AdminScreen>
  );
}

/** /admin/messages: the latest contact messages. */
export function MessagesPage() {
  return (
    <AdminScreen
      title={adminScreens.messages.name}
      lead={`The latest ${interfaceLimits.adminListSize} messages sent through the contact form.`}
    >
      <div className="grid gap-10">
        <MessagesTab />
        <SavedAnswersPanel />
      </div>
    </AdminScreen>
  );
}

/** /admin/mail: the outbox and the payments that matched no order. */
export function MailPage() {
  return (
    <AdminScreen
      title={adminScreens.mail.name}
      lead="Every mail the shop sends, and payments that matched no order."
    >
      <MailTab />
    </AdminScreen>
  );
}
