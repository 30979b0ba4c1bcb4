/** File types the download package may hold (spec section 5). */
export const productFileExtensions = ['.zip', '.py', '.mp4', '.pdf', '.txt'] as const;

export function isAllowedProductFile(name: string): boolean {
  const lower = name.toLowerCase();
  return productFileExtensions.some((extension) => lower.endsWith(extension));
}
