// Test fixture (self-contained): a handler that throws.
export default async (): Promise<Response> => {
  throw new Error("secret connection string in a stack trace");
};

export const config = { path: "/api/boom" };
