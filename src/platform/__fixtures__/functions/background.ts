// Test fixture (self-contained): work handed to context.waitUntil, one part of which fails.
export default async (_req: Request, context: { waitUntil: (p: Promise<unknown>) => void }) => {
  context.waitUntil(new Promise((resolve) => setTimeout(resolve, 20)));
  context.waitUntil(Promise.reject(new Error("background job failed")));
  return new Response(null, { status: 202 });
};

export const config = { path: "/api/background", method: ["POST"] };
