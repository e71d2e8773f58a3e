/**
 * The service catalogue: every service a company can list. The CSV `services` column holds
 * these slugs separated by "|"; the database stores them in the `services` table.
 */
export interface ServiceDefinition {
  slug: string;
  name: string;
}

export const SERVICES: readonly ServiceDefinition[] = [
  { slug: "local-moving", name: "Local Moving" },
  { slug: "long-distance-moving", name: "Long Distance Moving" },
  { slug: "commercial-moving", name: "Commercial Moving" },
  { slug: "packing", name: "Packing Services" },
  { slug: "storage", name: "Storage" },
  { slug: "auto-transport", name: "Auto Transport" },
  { slug: "piano-moving", name: "Piano Moving" },
  { slug: "senior-moving", name: "Senior Moving" },
  { slug: "junk-removal", name: "Junk Removal" },
  { slug: "international-moving", name: "International Moving" },
];

export const SERVICE_SLUGS = SERVICES.map((s) => s.slug) as [string, ...string[]];
