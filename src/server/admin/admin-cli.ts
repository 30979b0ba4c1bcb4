import type { Db } from '../db/client.ts';
import {
  AdminUserError,
  createAdmin,
  disableAdmin,
  listAdmins,
  resetPassword,
} from './admin-users.ts';
import { resetSecondFactor } from './second-factor/cli-reset.ts';
import { cliActor } from '../audit/audit-log.ts';

const ADMIN_CLI_USAGE =
  'Usage: npm run admin -- <create <email> | reset-password <email> | reset-second-factor <email> | list | disable <email>>';

export interface AdminCliIo {
  /** Asks for a new password (twice, hidden, on a terminal). */
  readPassword(): Promise<string>;
  print(line: string): void;
}

const when = (date: Date | null) =>
  date ? date.toISOString().replace('T', ' ').slice(0, 16) : '-';

/**
 * `npm run admin -- …`: the commands behind scripts/admin.ts, apart from the terminal so tests
 * can run them. Returns the exit code; refused changes throw AdminUserError with the reason.
 */
export async function runAdminCommand(db: Db, args: string[], io: AdminCliIo): Promise<number> {
  const [command, email] = args;
  const needEmail = () => {
    if (!email) throw new AdminUserError(`Which admin? ${ADMIN_CLI_USAGE}`);
    return email;
  };
  switch (command) {
    case 'create': {
      const admin = await createAdmin(db, cliActor, {
        email: needEmail(),
        password: await io.readPassword(),
      });
      io.print(`Created admin ${admin.email}. Sign in at /admin/login.`);
      return 0;
    }
    case 'reset-password': {
      const admin = await resetPassword(db, cliActor, {
        email: needEmail(),
        password: await io.readPassword(),
      });
      io.print(`New password set for ${admin.email}; its sessions have ended.`);
      return 0;
    }
    case 'reset-second-factor': {
      // The way back in for an owner who lost their phone and recovery codes, with no other owner.
      const admin = await resetSecondFactor(db, cliActor, needEmail());
      io.print(
        `Cleared the second factors of ${admin.email}: the password alone signs in until they set one up again.`,
      );
      return 0;
    }
    case 'disable': {
      const admin = await disableAdmin(db, cliActor, needEmail());
      io.print(`Disabled ${admin.email}; it can no longer sign in and its sessions have ended.`);
      return 0;
    }
    case 'list': {
      const admins = await listAdmins(db);
      if (admins.length === 0)
        io.print('No admins yet. Create one with: npm run admin -- create <email>');
      for (const admin of admins) {
        io.print(
          `${admin.email}  created ${when(admin.createdAt)}  last sign-in ${when(admin.lastSignInAt)}${admin.disabledAt ? `  DISABLED ${when(admin.disabledAt)}` : ''}`,
        );
      }
      return 0;
    }
    default:
      io.print(ADMIN_CLI_USAGE);
      return 2;
  }
}
