// Test fixture (self-contained): several Set-Cookie headers on one response.
export default async () => {
  const headers = new Headers({ "Content-Type": "text/plain" });
  headers.append("Set-Cookie", "a=1; Path=/; HttpOnly");
  headers.append("Set-Cookie", "b=2; Path=/; Secure");
  return new Response("ok", { status: 201, headers });
};

export const config = { path: ["/api/cookies", "/api/cookies-too"] };
