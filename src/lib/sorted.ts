/**
 * The first index in [from, to) where `holds` is false, for a `holds` true on a prefix of the
 * range and false after it (binary search): over a sorted array, `(i) => items[i] < value` gives
 * the first item not below `value`.
 */
export function firstNotHolding(from: number, to: number, holds: (index: number) => boolean): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (holds(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
