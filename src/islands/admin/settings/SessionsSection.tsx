import { ACCOUNT_SESSIONS_PATH, type AccountSessionList, type AccountSessionView } from "../../../lib/admin/users-api";
import { showToast } from "../../../stores/toast";
import { type AdminQuery, adminRequest, loginRedirect } from "../admin-data";
import { BUTTON, formatDateTime, Loaded, Panel } from "../ui";
import { useAdminAction } from "../use-admin-action";
import { RowList } from "./RowList";

/** Your live sessions, newest first, each with Revoke (revoking this one signs you out). */
export function SessionsSection({ query }: { query: AdminQuery<AccountSessionList> }) {
  const { data, error, reload } = query;
  const { busy, run } = useAdminAction<string>();

  const revoke = (session: AccountSessionView) =>
    run(session.id, "Could not end the session", async () => {
      await adminRequest(`${ACCOUNT_SESSIONS_PATH}/${session.id}`, { method: "DELETE" });
      if (session.current) return loginRedirect.leave();
      showToast({ title: "Session ended", description: "That browser must sign in again." });
      reload();
    });

  return (
    <Panel title="Your sessions">
      <Loaded data={data} error={error} reload={reload} loadingLabel="Loading sessions…">
        {(data) => (
          <RowList label="Your active sessions" items={data.sessions} itemKey={(s) => s.id} rowClassName="text-sm text-slate-700">
            {(s) => (
              <>
                <div>
                  <p className="font-semibold text-slate-900">{s.current ? "This session" : "Another session"}</p>
                  <p>
                    Signed in {formatDateTime(s.createdAt)} · last used {formatDateTime(s.lastUsedAt)} · expires {formatDateTime(s.expiresAt)}
                  </p>
                </div>
                <button
                  type="button"
                  className={BUTTON.secondary}
                  disabled={busy !== null}
                  onClick={() => revoke(s)}
                  aria-label={s.current ? "Revoke this session (signs you out)" : `Revoke the session signed in ${formatDateTime(s.createdAt)}`}
                >
                  {s.current ? "Sign out here" : "Revoke"}
                </button>
              </>
            )}
          </RowList>
        )}
      </Loaded>
    </Panel>
  );
}
