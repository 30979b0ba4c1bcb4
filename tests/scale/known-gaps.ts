/*
 * Scenarios that cannot hold on today's code, each with the work that closes the gap. Their
 * failure is shown but does not fail the run; once one holds, the run fails until its line here
 * is deleted, so this list never claims a gap that is gone.
 */

/** Files live under each process's DATA_DIR until shared file storage lands. */
export const expectedToFailUntilStorageLands = new Set(['Files across processes']);

export function knownGapOf(scenario: string): string | undefined {
  return expectedToFailUntilStorageLands.has(scenario)
    ? 'shared file storage lands (files are per DATA_DIR today)'
    : undefined;
}
