/** Move sizes and the move-size → number-of-rooms rule the lead payload needs. */
export const MOVE_SIZES = [
  { id: "studio", label: "Studio/1BR", description: "400-600 sq ft" },
  { id: "2-3br", label: "2-3 Bedrooms", description: "800-1200 sq ft" },
  { id: "4br", label: "4+ Bedrooms", description: "1500+ sq ft" },
  { id: "commercial", label: "Office/Commercial", description: "any size" },
] as const;

export type MoveSizeId = (typeof MOVE_SIZES)[number]["id"];
export const MOVE_SIZE_IDS = MOVE_SIZES.map((s) => s.id) as [MoveSizeId, ...MoveSizeId[]];
export { DEFAULT_MOVE_SIZE } from "./default-move-size";

/**
 * Number of rooms for a move size: studio/1 bedroom → 1, 2-3 bedrooms → 3, 4+ → 4,
 * commercial/office/business → 5; other text uses its first digit (≤1 → 1, ≤3 → 3, else 4);
 * no digit → 3; empty → 0. `roomsForMoveSize("2-3br") === 3`.
 */
export function roomsForMoveSize(size: string): number {
  const text = size.trim().toLowerCase();
  if (text === "") return 0;
  if (text === "studio" || text.includes("studio") || /\b1\s*(br|bed)/.test(text) || text === "1br") return 1;
  if (text === "2-3br" || text.includes("2-3")) return 3;
  if (text === "4br" || text.includes("4+")) return 4;
  if (/commercial|office|business/.test(text)) return 5;
  const digit = text.match(/\d/);
  if (!digit) return 3;
  const n = Number(digit[0]);
  return n <= 1 ? 1 : n <= 3 ? 3 : 4;
}

/** The label of a move size id, or the id itself when unknown. */
export function moveSizeLabel(id: string): string {
  return MOVE_SIZES.find((s) => s.id === id)?.label ?? id;
}

/**
 * The move size for a number of rooms, the other way round (rooms 1, 3, 4, 5): for
 * payloads that send `number_of_rooms` without `move_size`. 2 reads as 2-3 bedrooms; 0 or any
 * other number has no size.
 */
export function moveSizeForRooms(rooms: number): MoveSizeId | undefined {
  const sizes: Record<number, MoveSizeId> = { 1: "studio", 2: "2-3br", 3: "2-3br", 4: "4br", 5: "commercial" };
  return sizes[rooms];
}
