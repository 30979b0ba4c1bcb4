import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { InviteStaffRequestSchema } from '../../../../shared/admin/staff.ts';
import {
  INVITATION_HOURS,
  type StaffRole,
  staffRoleNames,
  staffRoles,
} from '../../../../shared/admin/staff-roles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SelectInput } from '../../../components/ui/select-input.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../toast/toast-store.ts';
import { useInviteStaff } from '../api/staff.ts';

/** Email and role: mails a single-use link to join the staff. */
export function InviteForm() {
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [errors, setErrors] = useState<{ email?: string; role?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = InviteStaffRequestSchema.safeParse({ email, role });
    if (!checked.success) {
      const fields = checked.error.flatten().fieldErrors;
      return setErrors({ email: fields.email?.[0], role: fields.role?.[0] });
    }
    setErrors({});
    invite.mutate(checked.data, {
      onSuccess: ({ invitation }) => {
        setEmail('');
        toast({
          title: `Invitation sent to ${invitation.email}`,
          description: `The link works once, for ${INVITATION_HOURS} hours.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? error.fieldErrors : undefined;
        setErrors({ email: fields?.email?.[0] ?? error.message, role: fields?.role?.[0] });
      },
    });
  };

  return (
    <form
      noValidate
      aria-labelledby="invite-heading"
      className="grid content-start gap-4 rounded-xl border border-border bg-card p-5"
      onSubmit={submit}
    >
      <h2 id="invite-heading" className="text-lg font-semibold">
        Invite staff
      </h2>
      <FormField label="Email" error={errors.email}>
        <TextInput
          type="email"
          name="email"
          autoComplete="off"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField
        label="Role"
        error={errors.role}
        hint="Support: orders (look up, resend receipts, fresh links), customers and messages. Owner: everything."
      >
        <SelectInput
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        >
          {staffRoles.map((value) => (
            <option key={value} value={value}>
              {staffRoleNames[value]}
            </option>
          ))}
        </SelectInput>
      </FormField>
      <Button
        type="submit"
        icon={<Send className="size-4" />}
        busy={invite.isPending}
        busyLabel="Sending..."
      >
        Send invitation
      </Button>
    </form>
  );
}
