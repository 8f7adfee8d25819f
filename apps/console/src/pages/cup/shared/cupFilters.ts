/** What the cup lists' filter forms share. */

/** An id typed in a search field (a machine, a cup, a box) as ids are written: trimmed, upper case. */
export const upperId = (text: string) => text.trim().toUpperCase();
