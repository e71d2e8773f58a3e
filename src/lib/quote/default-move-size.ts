import type { MoveSizeId } from "./move-sizes";

/**
 * The move size a new quote and the calculator start with. Its own module, so the quote form's
 * first step, which only needs this default, does not load the size table (move-sizes.ts).
 */
export const DEFAULT_MOVE_SIZE: MoveSizeId = "2-3br";
