/** Where a successful payment lands: the order token is the buyer's key to the order. */
export function thankYouPath(email: string, orderToken: string): string {
  return `/thank-you?${new URLSearchParams({ email, order: orderToken }).toString()}`;
}
