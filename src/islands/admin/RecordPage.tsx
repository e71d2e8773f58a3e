import type { ReactNode } from "react";
import { fillPath } from "../../lib/endpoints";
import { useAdminQuery } from "./admin-data";
import { BackLink, DetailPage, isRecordId } from "./ui";

/** What a record page shows of its record: the heading row, the wide main column and the side column. */
export interface RecordSections {
  header: ReactNode;
  main: ReactNode;
  side: ReactNode;
}

/**
 * The page of one numbered record (a lead, an inquiry): loads `path` (an API path with `:id`)
 * for the id in the URL. An id that cannot exist or a 404 says "<Noun> not found" with the way
 * back to `listHref`; otherwise the way back, then what `sections` draws of the record, which
 * gets `reload` for after a change.
 */
export function RecordPage<T>({
  id,
  path,
  noun,
  plural,
  listHref,
  sections,
}: {
  id: string;
  path: string;
  /** "lead": in "Lead not found", "There is no lead with this number", "Loading the lead…". */
  noun: string;
  /** "leads": in "Back to leads". */
  plural: string;
  listHref: string;
  sections: (record: T, reload: () => void) => RecordSections;
}) {
  const valid = isRecordId(id);
  const load = useAdminQuery<T>(valid ? fillPath(path, { id }) : null);
  const back = <BackLink href={listHref}>{`Back to ${plural}`}</BackLink>;
  const notFound = {
    title: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`,
    message: `There is no ${noun} with this number. It may have been typed wrong.`,
    back,
  };
  return (
    <DetailPage valid={valid} load={load} notFound={notFound} loadingLabel={`Loading the ${noun}…`}>
      {(record) => {
        const { header, main, side } = sections(record, load.reload);
        return (
          <div className="space-y-4">
            {back}
            <div className="flex flex-wrap items-center gap-3">{header}</div>
            <div className="grid gap-4 lg:grid-cols-3">
              <div className="space-y-4 lg:col-span-2">{main}</div>
              <div className="space-y-4">{side}</div>
            </div>
          </div>
        );
      }}
    </DetailPage>
  );
}
