import { z } from "zod";

/**
 * A query-string parameter holding a whole number from `min` to `max` (at most `maxDigits`
 * digits), converted to a number; every failure reports `message`.
 */
export function wholeNumberParam(message: string, min: number, max: number, maxDigits: number) {
  return z
    .string({ error: message })
    .regex(new RegExp(`^\\d{1,${maxDigits}}$`), message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}
