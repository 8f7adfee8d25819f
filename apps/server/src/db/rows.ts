/** The rows of a raw `db.execute(sql...)`: both drivers (node-postgres and PGlite) answer an object with `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
