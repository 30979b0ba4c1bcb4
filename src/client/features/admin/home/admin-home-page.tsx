import { adminScreens } from '../../../components/admin/admin-screens.ts';
import { AdminScreen } from '../shell/admin-shell.tsx';
import { AdminTabs } from '../../../components/admin/admin-tabs.tsx';
import { AuditTab } from './audit-tab.tsx';
import { DashboardTab } from './dashboard-tab.tsx';
import { FilesTab } from './files-tab.tsx';
import { MailTab } from './mail-tab.tsx';
import { MessagesTab } from './messages-tab.tsx';
import { OrdersTab } from './orders-tab.tsx';

/** /admin: the owner's start page. */
export function AdminHomePage() {
  return (
    <AdminScreen
      title={adminScreens.dashboard.name}
      lead="Orders, files, messages and mail at a glance."
    >
      <AdminTabs
        label="Admin sections"
        tabs={[
          { value: 'dashboard', label: 'Dashboard', content: <DashboardTab /> },
          { value: 'orders', label: 'Orders', content: <OrdersTab /> },
          { value: 'files', label: 'Files', content: <FilesTab /> },
          { value: 'messages', label: 'Messages', content: <MessagesTab /> },
          { value: 'mail', label: 'Mail', content: <MailTab /> },
          { value: 'audit', label: 'Audit log', content: <AuditTab /> },
        ]}
      />
    </AdminScreen>
  );
}
