/** The page-URL campaign parameters the session records (the session call sends them with the page's address). */
export const CAMPAIGN_PARAMS = ["gclid", "r", "cid", "aid", "eid", "liid", "lpid", "mt", "n", "d", "adid", "k", "adp", "gad_source"] as const;
