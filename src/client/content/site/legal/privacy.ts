import { siteConfig } from '../../../../shared/site-config.ts';
import type { LegalDocument } from '../types.ts';
import { contactSentence, legalUpdated } from '../../../../shared/legal/legal-constants.ts';

const { brand, exchange, messaging, legal, links } = siteConfig;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  updated: legalUpdated,
  intro: `This policy explains what personal information ${brand} collects when you visit this site, buy from us or contact us, why we collect it, and the choices you have. We follow the Privacy Act 2020 of ${legal.sellerCountry}. The short version: we collect only what we need to deliver your order and help you, card numbers never touch our servers, and the ${brand} bot sends us nothing at all.`,
  sections: [
    {
      heading: '1. Who is responsible',
      paragraphs: [
        `${brand} is a business based in ${legal.sellerCountry} and is responsible for the personal information described here. Please send questions or requests about your information to us.`,
        contactSentence,
      ],
    },
    {
      heading: '2. What we collect',
      paragraphs: [
        'We collect information you give us and a small amount that our systems record:',
      ],
      list: [
        'Your email address when you buy, so we can send your download link and receipt and help you with your order.',
        'Order details: what you bought, the price, the date and time, an order reference, the payment status and how many times your download link has been used.',
        'Limited payment details from our payment processor: confirmation that you paid, and details such as the card brand, the last four digits and the country of issue. We never receive your full card number or security code.',
        'Contact messages: the first name, last name, email address, subject and message you send through our contact form, and our replies.',
        'Technical information our server records when you visit: your IP address, browser type, the pages requested and the time. We use it to keep the site secure and working, for example to limit repeated requests.',
      ],
    },
    {
      heading: `3. What the ${brand} bot does not send us`,
      paragraphs: [
        `The bot runs on your own computer or server. It does not send us your ${exchange.name} API keys or secret, your ${messaging.name} token or chat ID, your balances, trades, settings, logs or any usage data. It has no telemetry and does not contact our servers at all.`,
        `The bot talks only to ${exchange.name}, for market data and orders, and to ${messaging.name}, for your alerts and commands. What those services do with your information is covered by their own privacy policies.`,
      ],
    },
    {
      heading: '4. Payments',
      paragraphs: [
        'Card payments are handled by our payment processor, Stripe. You type your card details into a form provided by Stripe, and they go directly to Stripe. Card numbers never pass through or get stored on our servers. Stripe processes your payment information under its own privacy policy and may use it to prevent fraud.',
      ],
    },
    {
      heading: '5. How we use your information',
      paragraphs: ['We use personal information only to:'],
      list: [
        'deliver your purchase and send your download link, receipt and order emails;',
        'answer your questions and provide support;',
        'process refunds and keep the business and tax records the law requires;',
        'protect the site, our customers and ourselves against fraud, abuse and security threats.',
      ],
    },
    {
      heading: '6. Marketing emails',
      paragraphs: [
        'We do not add you to a mailing list when you buy. We will only send you marketing emails if you have agreed to receive them, as the Unsolicited Electronic Messages Act 2007 requires, and every such email will let you unsubscribe. Emails about your order and your support requests are not marketing and are always sent.',
      ],
    },
    {
      heading: '7. Who we share it with',
      paragraphs: ['We do not sell or rent personal information. We share it only with:'],
      list: [
        'Stripe, to take your payment;',
        'the companies that host our website and database and deliver our emails, who process it only on our instructions;',
        'professional advisers such as our accountant, where needed;',
        'authorities, where the law requires us to or to prevent serious harm.',
      ],
    },
    {
      heading: '8. Information stored outside New Zealand',
      paragraphs: [
        `Some of our service providers, including Stripe and our hosting and email providers, may store information outside ${legal.sellerCountry}. Where they only store or process it on our behalf, we remain responsible for it under the Privacy Act 2020. Where we disclose information to an organisation overseas for its own use, we do so only as information privacy principle 12 allows, for example where that organisation is subject to privacy laws with comparable safeguards.`,
      ],
    },
    {
      heading: '9. Cookies and local storage',
      paragraphs: [
        'This site uses no advertising or analytics trackers. It stores your light or dark theme choice in your own browser (local storage); that setting never leaves your device.',
        `On the checkout page, Stripe's payment form may set its own cookies to process the payment and prevent fraud. The setup guide's video opens on YouTube in a new tab, and our pages load nothing from YouTube; once you are on YouTube, its privacy policy applies. Links to our ${messaging.name} community and social channels take you to those services, which have their own policies.`,
      ],
    },
    {
      heading: '10. How we protect it',
      paragraphs: [
        'The whole site uses encrypted connections (HTTPS). Access to order and message records is limited to our staff, each with an individual log-in. Download links are long, random, time-limited and stored only in hashed form, and our systems are kept up to date. No system is perfectly secure, but we take reasonable steps to protect your information against loss, misuse and unauthorised access.',
      ],
    },
    {
      heading: '11. How long we keep it',
      paragraphs: ['We keep personal information only as long as we need it:'],
      list: [
        'Order and payment records: 7 years, because New Zealand tax law requires us to keep business records for that long.',
        'Download link records: kept with the order; the link itself stops working after it expires or is used up.',
        'Contact messages: up to 2 years after our last reply, then deleted.',
        'Server logs with IP addresses: up to 90 days, unless needed to investigate a security incident.',
      ],
    },
    {
      heading: '12. Your rights',
      paragraphs: [
        'Under the Privacy Act 2020 you can ask us for a copy of the personal information we hold about you and ask us to correct it. We will respond as soon as we reasonably can, and no later than 20 working days after we receive your request. There is no charge. We may need to confirm your identity first, and if the law allows us to refuse part of a request, we will tell you why.',
        'You can also ask us to delete your information. We will delete anything we are not required to keep by law, such as the tax records described above.',
      ],
    },
    {
      heading: '13. Privacy breaches',
      paragraphs: [
        'If a privacy breach involving your information is likely to cause serious harm, we will notify you and the Privacy Commissioner as soon as practicable, as the Privacy Act 2020 requires.',
      ],
    },
    {
      heading: '14. Children',
      paragraphs: [
        'Our products are intended for adults. We do not knowingly collect personal information from anyone under 18.',
      ],
    },
    {
      heading: '15. Changes to this policy',
      paragraphs: [
        'We may update this policy when our practices change. The date at the top shows the latest revision. If a change significantly affects how we use information we already hold about you, we will let you know.',
      ],
    },
    {
      heading: '16. Questions and complaints',
      paragraphs: [
        `If you have a question or a concern about how we handle your information, please contact us first at ${links.supportEmail} and we will try to resolve it. If you are not satisfied with our response, you can complain to the Office of the Privacy Commissioner at www.privacy.org.nz.`,
      ],
    },
  ],
};
