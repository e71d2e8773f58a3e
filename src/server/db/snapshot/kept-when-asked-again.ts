import { LRUCache } from "lru-cache";

/**
 * A cache of texts that keeps a value only when its key is asked for a second time within the
 * last `remembered` keys offered: an admission rule in front of a least-recently-used cache.
 *
 * Without it, a crawl through more keys than are kept (every page of a big list in turn) fills
 * the cache with values it never asks for again before they are dropped. Each such value lives
 * just long enough to be copied by the garbage collector's young-generation passes and promoted
 * to the old generation, where it dies: the cache then costs more than it saves. With it, a crawl
 * keeps nothing and a value asked for repeatedly (a list's first page) is kept from its second ask.
 */
export class KeptWhenAskedAgain {
  private readonly texts: LRUCache<string, string>;
  private readonly asked: LRUCache<string, true>;

  constructor(options: { max: number; maxChars: number; remembered: number }) {
    this.texts = new LRUCache({ max: options.max, maxSize: options.maxChars, sizeCalculation: (text) => Math.max(1, text.length) });
    this.asked = new LRUCache({ max: options.remembered });
  }

  /** The kept text for this key, if any. */
  get(key: string): string | undefined {
    return this.texts.get(key);
  }

  /** Offers a text just made for this key: kept if the key was offered before within the window. */
  offer(key: string, text: string): void {
    if (this.asked.has(key)) this.texts.set(key, text);
    else this.asked.set(key, true);
  }

  /** How many texts are kept. */
  get size(): number {
    return this.texts.size;
  }
}
