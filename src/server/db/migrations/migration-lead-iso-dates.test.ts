import { describe, expect, it } from "vitest";
import { testEngine } from "../../../../test/support/test-database";
import { upgradedStore } from "../../../../test/support/upgraded-store";

/**
 * 0015_lead_iso_dates on a store whose leads hold move dates in the wire format (a live site
 * upgrading): each MM/DD/YYYY date becomes its ISO day, anything else stays as it was.
 */

const lead = (n: number, moveDate: string) => ({
  public_id: `MV-OLD${n}`,
  lead_uuid: `00000000-0000-4000-8000-00000000000${n}`,
  first_name: "Jo",
  last_name: "Lee",
  email: "jo@mail.example.com",
  phone: "5125550123",
  from_zip: "90210",
  from_city: "Beverly Hills",
  from_state: "CA",
  from_location: "90210",
  to_zip: "78701",
  to_city: "Austin",
  to_state: "TX",
  to_location: "Austin, TX",
  move_date: moveDate,
  move_size: "2-3br",
  number_of_rooms: 3,
  needs_auto_transport: 0,
  auto_year: "",
  auto_make: "",
  auto_model: "",
  auto_condition: "",
  session_id: "",
  ping_id: "",
  ip_address: null,
  source: "web",
  referrer: "",
  url: "",
  created_at: "2026-01-01T00:00:00.000Z",
});

const db = upgradedStore("0015_lead_iso_dates", "leads", [lead(1, "12/05/2026"), lead(2, "02/29/2028"), lead(3, "2027-01-31"), lead(4, "")]);

describe(`0015_lead_iso_dates on a store with wire-format dates (${testEngine()})`, () => {
  it("rewrites MM/DD/YYYY move dates as ISO days and leaves the others alone", async () => {
    const rows = await db().selectFrom("leads").select(["public_id", "move_date"]).orderBy("id").execute();
    expect(rows).toEqual([
      { public_id: "MV-OLD1", move_date: "2026-12-05" },
      { public_id: "MV-OLD2", move_date: "2028-02-29" },
      { public_id: "MV-OLD3", move_date: "2027-01-31" },
      { public_id: "MV-OLD4", move_date: "" },
    ]);
  });
});
