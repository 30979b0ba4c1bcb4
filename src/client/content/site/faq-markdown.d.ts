// faq.md is compiled at build time (scripts/content-markdown-plugin.ts) into its items.
declare module '*/content/site/faq.md' {
  // An ambient module can name a file's type only this way: it may not import a relative path.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const faqItems: readonly import('./types.ts').FaqItem[];
  export default faqItems;
}
