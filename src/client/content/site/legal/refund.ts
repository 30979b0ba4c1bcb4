import { commerce, siteConfig } from '../../../../shared/site-config.ts';
import type { LegalDocument } from '../types.ts';
import { legalUpdated } from '../../../../shared/legal/legal-constants.ts';

const { brand, exchange, links, support } = siteConfig;
const { refunds } = commerce;

/**
 * The refund policy in nine numbered sections; the checkout's note sums up section 2 (see
 * docs/product-rules.md, "Refunds", for the figures).
 */
export const refundPolicy: LegalDocument = {
  title: 'Refund Policy',
  updated: legalUpdated,
  intro: `${brand} is a digital download, so our refund rules differ from a shop selling physical goods. This page explains when you can get your money back and how. It adds to your rights under New Zealand law; it never replaces them.`,
  sections: [
    {
      heading: '1. Our approach',
      paragraphs: [
        'Software cannot be returned once it has been downloaded, so all sales are final once the download link has been accessed, except where the law requires otherwise and in the cases this policy describes.',
        'That rule is about change of mind. If the problem is ours, because the software never reached you, does not work, or is not as described, we will put it right or refund you.',
      ],
    },
    {
      heading: '2. Changing your mind before you download',
      paragraphs: [
        `If you change your mind before you have accessed the download link, ask us for a full refund. Requests made within ${refunds.fastestHandlingHours} hours of purchase are handled fastest, because we can confirm at once that the link has not been used.`,
        'Once the link has been accessed, a refund for change of mind is not available.',
      ],
    },
    {
      heading: '3. If your download never arrives',
      paragraphs: [
        `Your download link appears on the confirmation page straight after payment, and we email it within ${commerce.emailExpectedWithinMinutes} minutes. If you have not received it within ${refunds.nonDeliveryHours} hours of payment (please check your spam folder first), contact us. We will send you a working link or, if we cannot deliver the software, refund you in full.`,
        'If your link expired or ran out of downloads before you could save the package, contact us and we will issue a new one.',
      ],
    },
    {
      heading: '4. Technical issues',
      paragraphs: [
        `If the software will not install or run on a system that meets our published technical requirements, contact us with the details. We will work with you to fix the problem. If we cannot resolve it within ${refunds.technicalIssueBusinessDays} business days of your report, you are entitled to a full refund.`,
      ],
    },
    {
      heading: '5. Incompatibility with your system',
      paragraphs: [
        `Please read the technical requirements before you buy. If you find that the software is incompatible with your system, tell us within ${refunds.incompatibilityReportHours} hours after your download so we can look into it while the details are fresh.`,
        'If your system meets the requirements and we confirm the software cannot run on it, we will refund you in full. If your system does not meet the requirements, we will gladly help you find a setup that works, such as a low-cost VPS. A fault you discover later is still covered by section 4 and by your rights under the law.',
      ],
    },
    {
      heading: '6. What this policy does not cover',
      paragraphs: [
        'Except where the law gives you a right to a remedy, we do not give refunds for:',
      ],
      list: [
        'a change of mind after the download link has been accessed;',
        'trading results, including losses, or the performance of any strategy or setting;',
        `problems caused by ${exchange.name} not being available in your country, or by restrictions on your ${exchange.name} account;`,
        'problems caused by changes you made to the code, or by a system that does not meet the published requirements;',
        'fees charged by your exchange, server provider or bank.',
      ],
    },
    {
      heading: '7. Your rights under New Zealand law',
      paragraphs: [
        'If you are a consumer, the Consumer Guarantees Act 1993 gives you guarantees that the software is of acceptable quality, fit for a purpose you made known to us, and matches its description. If it fails a guarantee, you are entitled to a remedy, which may include a refund, whatever this policy says. The Fair Trading Act 1986 also protects you, and nothing in this policy limits either Act.',
        'If you are in trade and bought the software for the purposes of a business, section 10 of our Terms of Service explains how the Consumer Guarantees Act applies. If you live outside New Zealand, you may also have rights under your local consumer laws that cannot be excluded.',
      ],
    },
    {
      heading: '8. How to ask for a refund',
      paragraphs: [
        `Email ${links.supportEmail} or use our contact page (/contact). Requests made within ${refunds.fastestHandlingHours} hours of purchase are handled fastest. Our support hours are ${support.hours}, and we reply within ${support.responseTime} on business days. Please include:`,
      ],
      list: [
        'the email address you used at checkout and your order reference, if you have it;',
        'the date of purchase;',
        'what went wrong;',
        'for technical issues: your operating system, Python version and the error message or the last lines of the log (remove any API keys or tokens first).',
      ],
    },
    {
      heading: '9. How refunds are processed',
      paragraphs: [
        `Approved refunds go back to the card you paid with, for the full amount you paid, and are processed within ${refunds.processingBusinessDays} business days. Your bank may take a few more days to show the credit, and any currency conversion difference is set by your bank.`,
        'When we refund a purchase, the download link is disabled and the software license ends, so please delete any copies you have.',
      ],
    },
  ],
};
