/**
 * PostgreSQL's unique violation (23505), as the driver raises it or Drizzle wraps it (as its
 * cause). With `constraint`, only a violation of a constraint whose name contains it counts
 * (PGlite may not name the constraint: then any unique violation does).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const found = current as { code?: string; constraint?: string };
    if (found.code === '23505') {
      return (
        constraint === undefined ||
        found.constraint === undefined ||
        found.constraint.includes(constraint)
      );
    }
  }
  return false;
}
