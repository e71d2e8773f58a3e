// Test fixture (self-contained): a wildcard path; the unnamed group arrives as params["0"].
export default async (_req: Request, context: { params: Record<string, string> }) => Response.json(context.params);

export const config = { path: "/api/files/*" };
