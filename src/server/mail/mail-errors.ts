/** A mail that can never be delivered as it stands (a bad address): retrying will not help. */
export class UndeliverableMailError extends Error {
  override name = 'UndeliverableMailError';
}
