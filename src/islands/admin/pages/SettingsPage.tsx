import { SETTINGS_PATH, type SettingsView } from "../../../lib/admin/settings-api";
import { ACCOUNT_SESSIONS_PATH, type AccountSessionList } from "../../../lib/admin/users-api";
import { useAdminQuery } from "../admin-data";
import { AccountsSection } from "../settings/AccountsSection";
import { IntegrationsSection } from "../settings/IntegrationsSection";
import { PasswordSection } from "../settings/PasswordSection";
import { SessionsSection } from "../settings/SessionsSection";
import { SiteDetailsSection } from "../settings/SiteDetailsSection";
import { ErrorPanel, Spinner } from "../ui";

/**
 * /admin/settings: admin accounts, your password and sessions, the site details the next build
 * publishes, and the integrations configured in the environment.
 */
export default function SettingsPage() {
  const settings = useAdminQuery<SettingsView>(SETTINGS_PATH);
  const sessions = useAdminQuery<AccountSessionList>(ACCOUNT_SESSIONS_PATH);
  return (
    <div className="space-y-6">
      <AccountsSection />
      <PasswordSection onChanged={sessions.reload} />
      <SessionsSection query={sessions} />
      {settings.error && !settings.data ? (
        <ErrorPanel error={settings.error} onRetry={settings.reload} />
      ) : !settings.data ? (
        <Spinner label="Loading settings…" />
      ) : (
        <>
          <SiteDetailsSection site={settings.data.site} onSaved={settings.reload} />
          <IntegrationsSection integrations={settings.data.integrations} />
        </>
      )}
    </div>
  );
}
