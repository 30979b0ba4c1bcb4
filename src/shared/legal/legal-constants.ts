import { siteConfig } from '../site-config.ts';

/** The date of the current revision of every legal page; change it with the text. */
export const legalUpdated = '27 November 2026';

const { support, links } = siteConfig;

/** How to reach us, as the legal pages word it. */
export const contactSentence = `Email ${links.supportEmail} or use the form on our contact page (/contact). Support hours are ${support.hours}, and we reply within ${support.responseTime} on business days.`;
