/** The art store's name wherever the site links to it: the header, menu, footer and home page. */
export const artStoreLink = { to: '/digital-collectibles', label: 'Digital art' } as const;

/** The header's page links, shared by the desktop bar and the small-screen menu. */
export const headerLinks = [
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/demo', label: 'View More', mobileLabel: 'Try Demo', badge: 'New' },
  { to: '/faq', label: 'FAQ' },
  { to: '/blog', label: 'Blog' },
  artStoreLink,
] as const;

/** The footer's columns: home-page sections it scrolls to, and pages of their own. */
export const footerColumns = {
  product: [
    { section: 'features', label: 'Features' },
    { section: 'pricing', label: 'Pricing' },
    { section: 'how-it-works', label: 'How It Works' },
    { section: 'faq', label: 'FAQ' },
  ],
  /** After the product sections: the art store, a page of its own. */
  productPages: [artStoreLink],
  resources: [
    { section: 'blog', label: 'Blog' },
    { section: 'technical-indicators', label: 'Technical Indicators' },
  ],
  /** After the resource sections. Support is its own page, where "Find my purchase" lives. */
  resourcePages: [
    { to: '/setup-guide', label: 'Setup Guide' },
    { to: '/support', label: 'Support' },
  ],
  legal: [
    { to: '/privacy-policy', label: 'Privacy Policy' },
    { to: '/terms-of-service', label: 'Terms of Service' },
    { to: '/refund-policy', label: 'Refund Policy' },
    { to: '/disclaimer', label: 'Risk Disclaimer' },
    { to: '/license', label: 'License' },
  ],
} as const;
