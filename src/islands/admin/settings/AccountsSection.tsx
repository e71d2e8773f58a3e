import { useId } from "react";
import { ADMIN_USERS_PATH, type AdminUserList, type AdminUserView, createAdminUserSchema, USERNAME_RULES } from "../../../lib/admin/users-api";
import { MIN_PASSWORD_LENGTH } from "../../../lib/auth/password-policy";
import { showToast } from "../../../stores/toast";
import { adminRequest, loginRedirect, useAdminQuery } from "../admin-data";
import { BUTTON, ConfirmDialog, Field, formatDateTime, Loaded, Panel } from "../ui";
import { useConfirmedAction } from "../use-admin-action";
import { FormFooter, fieldErrors } from "./Field";
import { RowList } from "./RowList";
import { useSettingsForm } from "./use-settings-form";

/** Admin accounts: the list, adding one, and removing one after a confirmation (never the last). */
export function AccountsSection() {
  const { data, error, reload } = useAdminQuery<AdminUserList>(ADMIN_USERS_PATH);
  const remove = useConfirmedAction(
    "Could not remove the admin",
    async (user: AdminUserView) => {
      const result = await adminRequest<{ signedOut: boolean }>(`${ADMIN_USERS_PATH}/${user.id}`, { method: "DELETE" });
      if (result.signedOut) return loginRedirect.leave();
      showToast({ title: "Admin removed", description: `${user.username} can no longer sign in; their sessions ended.` });
      reload();
    },
    true,
  );
  const removing = remove.item;

  return (
    <Panel title="Accounts">
      <Loaded data={data} error={error} reload={reload} loadingLabel="Loading accounts…">
        {(data) => (
          <RowList label="Admin accounts" items={data.users} itemKey={(u) => u.id}>
            {(u) => (
              <>
                <div className="min-w-0">
                  <p className="break-words font-semibold text-slate-900">
                    {u.username} {u.isYou && <span className="text-sm font-normal text-slate-700">(you)</span>}
                  </p>
                  <p className="text-sm text-slate-700">
                    Added {formatDateTime(u.createdAt)} · {u.activeSessions} active session{u.activeSessions === 1 ? "" : "s"}
                  </p>
                </div>
                <button
                  type="button"
                  className={BUTTON.secondary}
                  onClick={() => remove.ask(u)}
                  disabled={data.users.length <= 1}
                  aria-label={`Remove ${u.username}`}
                  title={data.users.length <= 1 ? "The last admin cannot be removed" : undefined}
                >
                  Remove
                </button>
              </>
            )}
          </RowList>
        )}
      </Loaded>
      <AddAccountForm onAdded={reload} />
      <ConfirmDialog
        title={removing?.isYou ? "Remove your own account?" : `Remove ${removing?.username ?? ""}?`}
        message={
          removing?.isYou
            ? "Your account is deleted and you are signed out at once. Another admin must add you again."
            : `${removing?.username ?? ""} can no longer sign in, and every session of theirs ends now.`
        }
        confirmLabel="Remove admin"
        {...remove.dialog}
      />
    </Panel>
  );
}

function AddAccountForm({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const form = useSettingsForm(
    { username: "", password: "" },
    (values) => fieldErrors(createAdminUserSchema, values),
    async (values) => {
      await adminRequest(ADMIN_USERS_PATH, { method: "POST", body: values });
      form.setValues({ username: "", password: "" });
      onAdded();
      return `Added ${values.username.trim()}. They can sign in now.`;
    },
  );

  return (
    <form onSubmit={form.submit} noValidate className="mt-6 space-y-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        Add an admin
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-username`} label="Username" hint={USERNAME_RULES} {...form.bind("username")} autoComplete="off" />
        <Field
          id={`${id}-password`}
          label="Password"
          type="password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          {...form.bind("password")}
          autoComplete="new-password"
        />
      </div>
      <FormFooter outcome={form.outcome} busy={form.busy} label="Add admin" busyLabel="Adding…" />
    </form>
  );
}
