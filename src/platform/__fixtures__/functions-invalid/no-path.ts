// Test fixture (self-contained): a function file that forgot config.path.
export default async () => new Response("never served");

export const config = {};
