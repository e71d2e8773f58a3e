/**
 * Reads a byte stream until it ends or has given more than `maxBytes`, then stops reading (the
 * rest is never pulled). `bytes` is everything read, `over` whether the stream went past the cap.
 */
export async function readCapped(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<{ bytes: Buffer; over: boolean }> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return { bytes: Buffer.concat(chunks, size), over: true };
    }
  }
  return { bytes: Buffer.concat(chunks, size), over: false };
}
