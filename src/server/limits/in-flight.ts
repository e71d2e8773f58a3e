/**
 * Caps on work running at once in this process, by key: `tryEnter` takes a place under every
 * key it is given, or none when one of them is full, and never waits. The caller releases
 * what it took when the work ends. Counters of keys with nothing running are dropped.
 */
export class InFlight {
  private readonly running = new Map<string, number>();

  /** Takes one place under each key (`[key, cap]`); null, taking nothing, when any is at its cap. */
  tryEnter(keys: ReadonlyArray<readonly [string, number]>): (() => void) | null {
    if (keys.some(([key, cap]) => (this.running.get(key) ?? 0) >= cap)) return null;
    for (const [key] of keys) this.running.set(key, (this.running.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const [key] of keys) {
        const left = (this.running.get(key) ?? 1) - 1;
        if (left > 0) this.running.set(key, left);
        else this.running.delete(key);
      }
    };
  }

  /** How many are running under a key. */
  count(key: string): number {
    return this.running.get(key) ?? 0;
  }
}
