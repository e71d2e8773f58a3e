/** SQLite's NOCASE and LIKE fold ASCII letters only; so does this. */
export const foldAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
