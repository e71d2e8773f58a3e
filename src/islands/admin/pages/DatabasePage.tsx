import { DATABASE_API, type DatabaseOverview } from "../../../lib/admin/database-api";
import { useAdminQuery } from "../admin-data";
import { BackupsPanel } from "../database/BackupsPanel";
import { DatabaseSummary, TablesPanel } from "../database/DatabaseSummary";
import { IntegrityPanel } from "../database/IntegrityPanel";
import { RestoreForm } from "../database/RestoreForm";
import { ErrorPanel, Spinner } from "../ui";

/** The Database page: summary and tables, the integrity check, backups and the restore. */
export default function DatabasePage() {
  const { data, error, loading, reload } = useAdminQuery<DatabaseOverview>(DATABASE_API.overview);
  if (error && !data) return <ErrorPanel error={error} onRetry={reload} />;
  if (loading && !data) return <Spinner label="Loading the database overview…" />;
  if (!data) return null;
  return (
    <div className="space-y-6">
      <DatabaseSummary info={data} />
      <IntegrityPanel engine={data.engine} />
      <BackupsPanel info={data} onChanged={reload} />
      <TablesPanel info={data} />
      <RestoreForm info={data} onRestored={reload} />
    </div>
  );
}
