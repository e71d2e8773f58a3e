// Test fixture (self-contained): a function with a named path parameter.
export default async (_req: Request, context: { params: Record<string, string> }) => Response.json({ id: context.params.id });

export const config = { path: "/api/items/:id" };
