import { Clock, Mail, MessagesSquare, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { siteConfig } from '../../../shared/site-config.ts';

/** Hours, response time and the other ways to reach us (/contact and /support). */
export function ContactDetails() {
  const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';
  return (
    <ul className="grid gap-6 text-sm">
      <li className="flex gap-3">
        <Clock className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="font-semibold">Business hours</p>
          <p className="text-muted-foreground">{siteConfig.support.hours}</p>
          <p className="text-muted-foreground">
            We respond within {siteConfig.support.responseTime} on business days.
          </p>
        </div>
      </li>
      <li className="flex gap-3">
        <Mail className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="font-semibold">Email</p>
          <a className={linkClass} href={`mailto:${siteConfig.links.supportEmail}`}>
            {siteConfig.links.supportEmail}
          </a>
        </div>
      </li>
      <li className="flex gap-3">
        <MessagesSquare className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="font-semibold">Community chat</p>
          <a
            className={linkClass}
            href={siteConfig.links.community}
            rel="noopener noreferrer"
            target="_blank"
          >
            Join the Telegram community
          </a>
        </div>
      </li>
      <li className="flex gap-3">
        <RotateCcw className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="font-semibold">Refunds</p>
          <Link className={linkClass} to="/refund-policy">
            Read our refund policy
          </Link>
        </div>
      </li>
    </ul>
  );
}
