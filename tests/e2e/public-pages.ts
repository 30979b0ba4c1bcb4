/** Every prerendered public page, for checks that apply to all of them. */
export const publicPages = [
  '/',
  '/features',
  '/pricing',
  '/how-it-works',
  '/setup-guide',
  '/faq',
  '/blog',
  '/contact',
  '/support',
  '/terms-of-service',
  '/privacy-policy',
  '/disclaimer',
  '/license',
  '/refund-policy',
  '/telegram-preview',
  '/digital-collectibles',
] as const;
