import { Link } from 'react-router';
import { soldBy } from '../../shared/seller.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { seller } from '../lib/seller.ts';
import { footerColumns } from './nav-links.ts';
import { SectionLink } from './section-link.tsx';
import { Wordmark } from './wordmark.tsx';

const linkClass =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground';

const socialLinks = [
  { href: siteConfig.links.community, label: 'Telegram community' },
  { href: siteConfig.links.twitter, label: 'X (Twitter)' },
  { href: siteConfig.links.youtube, label: 'YouTube' },
  { href: siteConfig.links.github, label: 'GitHub' },
];

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-foreground">{title}</h2>
      <ul className="mt-4 grid gap-3">{children}</ul>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <Wordmark />
          <p className="mt-4 max-w-sm text-sm leading-6 text-muted-foreground">
            {siteConfig.blurb}
          </p>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2" aria-label="Community and social">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass} rel="noopener noreferrer" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Column title="Product">
          {footerColumns.product.map((link) => (
            <li key={link.section}>
              <SectionLink section={link.section} className={linkClass}>
                {link.label}
              </SectionLink>
            </li>
          ))}
          {footerColumns.productPages.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </Column>
        <Column title="Resources">
          {footerColumns.resources.map((link) => (
            <li key={link.section}>
              <SectionLink section={link.section} className={linkClass}>
                {link.label}
              </SectionLink>
            </li>
          ))}
          {footerColumns.resourcePages.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </Column>
        <Column title="Legal">
          {footerColumns.legal.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </Column>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto grid max-w-7xl gap-2 px-4 py-6 text-xs text-muted-foreground sm:px-6 lg:px-8">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {siteConfig.brand}.
            All rights reserved. Trading cryptocurrencies carries a high level of risk; past
            performance does not guarantee future results.
          </p>
          <p>Sold by {soldBy(seller)}.</p>
        </div>
      </div>
    </footer>
  );
}
