import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../client/api";
import { DataTable } from "./DataTable";
import { DefinitionList } from "./DefinitionList";
import { DetailPage } from "./DetailPage";
import { Results } from "./Results";

const rows = [
  { id: 1, name: "Alpha", size: 10 },
  { id: 2, name: "Beta", size: 2000 },
];

describe("DataTable", () => {
  it("renders the caption, one header per column and a row header per item", () => {
    const html = renderToStaticMarkup(
      <DataTable
        caption="Things, by name"
        columns={[
          { header: "Name", rowHeader: true, cell: (r) => r.name },
          { header: "Size", className: "text-right", cell: (r) => r.size.toLocaleString("en-US") },
          { header: "Actions", srOnlyHeader: true, cell: (r) => `Edit ${r.name}` },
        ]}
        rows={rows}
        rowKey={(r) => r.id}
      />,
    );
    expect(html).toContain('<caption class="sr-only">Things, by name</caption>');
    expect(html.match(/scope="col"/g)).toHaveLength(3);
    expect(html).toContain('<span class="sr-only">Actions</span>');
    expect(html).toMatch(/<th scope="row"[^>]*>Alpha<\/th>/);
    expect(html).toContain(">2,000</td>");
  });
});

describe("DefinitionList", () => {
  it("leaves out entries that are false or null", () => {
    const html = renderToStaticMarkup(<DefinitionList items={[["Started by", "ada"], false, null, ["Queued", "now"]]} />);
    expect(html.match(/<dt/g)).toHaveLength(2);
    expect(html).toContain("<dt");
    expect(html).toContain(">ada</dd>");
  });
});

describe("DetailPage", () => {
  const texts = {
    notFound: { title: "Lead not found", message: "There is no lead with this number.", back: <a href="/admin/leads">Back</a> },
    loadingLabel: "Loading the lead…",
  };
  const render = (load: { data?: { name: string }; error?: unknown }, valid = true) =>
    renderToStaticMarkup(
      <DetailPage valid={valid} load={{ ...load, reload: () => {} }} {...texts}>
        {(lead) => <p>Lead {lead.name}</p>}
      </DetailPage>,
    );

  it("shows not found for an id that cannot exist and for a 404", () => {
    expect(render({}, false)).toContain("Lead not found");
    expect(render({ error: new ApiError("API Error: 404 Not found", 404) })).toContain("There is no lead with this number.");
  });

  it("shows the error with a retry, then a spinner, then the record; a failed reload keeps the record", () => {
    expect(render({ error: new Error("offline") })).toContain("Could not load this data");
    expect(render({})).toContain("Loading the lead…");
    expect(render({ data: { name: "Ada" } })).toContain("Lead Ada");
    expect(render({ data: { name: "Ada" }, error: new Error("offline") })).toContain("Lead Ada");
  });
});

describe("Results", () => {
  const render = (
    shown: { total: number; page: number; pageSize: number } | undefined,
    extra: { loading?: boolean; error?: unknown; blocked?: string } = {},
  ) =>
    renderToStaticMarkup(
      <Results
        load={{ shown, loading: extra.loading ?? false, error: extra.error, reload: () => {}, onPage: () => {} }}
        noun="leads"
        loadingLabel="Loading leads…"
        empty="No leads match these filters."
        blocked={extra.blocked}
      >
        {() => <p>the rows</p>}
      </Results>,
    );

  it("shows each state of a paged list", () => {
    expect(render(undefined, { blocked: "Choose an end date on or after the start date." })).toContain("Choose an end date");
    expect(render(undefined, { error: new Error("offline") })).toContain("Could not load this data");
    expect(render(undefined, { loading: true })).toContain("Loading leads…");
    expect(render({ total: 0, page: 1, pageSize: 25 })).toContain("No leads match these filters.");
    const page = render({ total: 60, page: 2, pageSize: 25 });
    expect(page).toContain("the rows");
    expect(page).toContain("26–50 of 60 leads");
    expect(page).toContain("Page 2 of 3");
  });

  it("dims the previous page while the next one loads", () => {
    expect(render({ total: 60, page: 1, pageSize: 25 }, { loading: true })).toContain('aria-busy="true"');
  });
});
