// Test fixture (self-contained): echoes what the function received.
interface Ctx {
  ip: string;
  params: Record<string, string>;
  requestId: string;
}

export default async (req: Request, context: Ctx) =>
  Response.json({
    method: req.method,
    url: req.url,
    contentType: req.headers.get("content-type"),
    body: req.method === "GET" || req.method === "HEAD" ? null : await req.text(),
    ip: context.ip,
    requestId: context.requestId,
  });

export const config = { path: "/api/echo" };
