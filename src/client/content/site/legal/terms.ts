import { commerce, siteConfig } from '../../../../shared/site-config.ts';
import { formatUsd } from '../../../../shared/money.ts';
import { soldBy } from '../../../../shared/seller.ts';
import { seller } from '../../../lib/seller.ts';
import type { LegalDocument } from '../types.ts';
import { contactSentence, legalUpdated } from '../../../../shared/legal/legal-constants.ts';

const { brand, exchange, messaging, legal } = siteConfig;
const price = `${formatUsd(commerce.botPriceCents)} ${commerce.currency}`;

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  updated: legalUpdated,
  intro: `These terms apply when you use this website or buy ${brand}. Please read them before you buy: by completing a purchase you agree to them. They are written to be read, and nothing in them takes away rights you have under New Zealand consumer law.`,
  sections: [
    {
      heading: '1. Who we are',
      paragraphs: [
        `${brand} is a business based in ${legal.sellerCountry}. In these terms "we", "us" and "our" mean ${brand}, and "you" means the person using this site or buying from it.`,
        `Sold by ${soldBy(seller)}. This is the seller named at checkout and on your receipt.`,
        contactSentence,
      ],
    },
    {
      heading: '2. What you are buying',
      paragraphs: [
        `${brand} is downloadable software: a Python trading bot that you install and run yourself, on your own computer or on a server you rent. It trades ${exchange.market} markets on ${exchange.name} through API keys you create in your own ${exchange.name} account, and it reports to you through ${messaging.name}.`,
        'We do not host the bot, run it for you, hold your money or trade on your behalf. Your funds stay in your own exchange account at all times.',
        'The product pages, the technical requirements and the setup guide describe what the software does and what it needs. Please check the requirements before you buy.',
        'Your purchase includes:',
      ],
      list: [
        'The software package (Python source code, configuration templates and install scripts)',
        'The documentation and setup guide',
        'A lifetime, personal-use license to use the software (see section 8)',
      ],
    },
    {
      heading: '3. Not financial advice',
      paragraphs: [
        `${brand} is a tool that follows rules you configure. Nothing on this site, in the software or in our support replies is financial, investment or tax advice, and we do not promise any profit or any particular result.`,
        'Trading crypto assets carries a high risk of loss, including the loss of all the money you trade with. Please read our Risk Disclaimer (/disclaimer) before you buy.',
      ],
    },
    {
      heading: '4. Who can buy',
      paragraphs: [
        `You must be at least 18 years old and able to enter into a binding contract. You are responsible for making sure that using automated trading software, ${exchange.name} and ${messaging.name} is lawful where you live.`,
      ],
    },
    {
      heading: '5. Price and payment',
      paragraphs: [
        `${brand} costs ${price}, paid once. There is no subscription and no renewal fee. The price includes any goods and services tax (GST) we are required to charge.`,
        'You pay by card through our payment processor, Stripe. Your card details go directly to Stripe and never reach our servers. Your bank may charge currency conversion or international transaction fees; those are between you and your bank.',
        'We may change the price for future purchases. The price shown at checkout is the price you pay. If we make an obvious pricing mistake, we will tell you before delivery and you may cancel for a full refund.',
      ],
    },
    {
      heading: '6. Delivery',
      paragraphs: [
        `When your payment is confirmed, the confirmation page shows your download link, and we email the same link to the address you gave us, normally within ${commerce.emailExpectedWithinMinutes} minutes. Please check your spam folder if it does not arrive.`,
        `The link is valid for ${commerce.downloadHours} hours and can be used up to ${commerce.maxDownloads} times. Please download the package promptly and keep a backup copy. If the link does not reach you, or expires before you could use it, contact us and we will help.`,
      ],
    },
    {
      heading: '7. Sales are final once the download link has been accessed',
      paragraphs: [
        'Because the software is delivered digitally and cannot be returned, all sales are final once the download link has been accessed, except where the law requires otherwise and as set out in our Refund Policy (/refund-policy).',
        'This is our policy on change of mind. It does not limit what we owe you if the software is faulty, does not match its description, or never reaches you: the Refund Policy and section 10 cover those cases.',
      ],
    },
    {
      heading: '8. Your license',
      paragraphs: [
        'We license the software to you; we do not sell you the copyright in it. The license is personal, does not expire and lets you install and run the software on computers and servers you control, for your own trading. You may not resell, share or redistribute it. The full terms are in our Software License (/license).',
        '"Lifetime" means your license to the version you bought has no end date. It is not a promise that we will keep developing the software for ever.',
      ],
    },
    {
      heading: '9. Support and updates',
      paragraphs: [
        'We help with installation and configuration questions by email and through the contact page. We do not manage your exchange account or choose your settings for you.',
        `We may release fixes and improvements and make them available to existing buyers, but we do not commit to a schedule. ${exchange.name} and ${messaging.name} change their services from time to time; we make reasonable efforts to keep the software working with them. This section does not limit your rights under section 10.`,
      ],
    },
    {
      heading: '10. Your rights under New Zealand law',
      paragraphs: [
        'If you are a consumer, the Consumer Guarantees Act 1993 applies to your purchase. Software counts as goods under that Act, so it must be of acceptable quality, fit for any particular purpose you made known to us, and match its description. These guarantees cannot be excluded, and if they are not met you are entitled to a remedy, which may include a repair, a replacement or a refund. The Fair Trading Act 1986 also protects you against misleading conduct and unfair contract terms.',
        'The guarantees concern the software, not your trading results. The bot can work exactly as described and still lose money: a trading loss is not, on its own, a sign of a fault.',
        `The software is licensed for personal use. If you are in trade and nonetheless acquire it for the purposes of a business, you agree that, to the extent section 43 of the Consumer Guarantees Act 1993 allows, the provisions of that Act do not apply to that purchase, and that this is fair and reasonable given the low one-off price, the detailed description and requirements published before purchase and our Refund Policy.`,
        'If you live outside New Zealand, the consumer laws of your own country may give you rights that cannot be excluded. Nothing in these terms removes them.',
      ],
    },
    {
      heading: '11. Your responsibilities',
      paragraphs: ['You run the software, so some things only you can do:'],
      list: [
        'Keep your API keys, bot token and the machine that runs the bot secure, and never enable withdrawal permission on the API key.',
        'Choose and check your configuration, and test it on the exchange testnet before trading real funds.',
        'Monitor the bot and your exchange account, and only trade money you can afford to lose.',
        `Follow ${exchange.name}'s and ${messaging.name}'s terms and the laws where you live, including tax rules on your trading.`,
      ],
    },
    {
      heading: '12. Third-party services',
      paragraphs: [
        `The software relies on services we do not control: ${exchange.name}, ${messaging.name}, your server or hosting provider and your internet connection. Their own terms apply to your use of them. We are not responsible for their outages, changes, fees, account restrictions or decisions.`,
      ],
    },
    {
      heading: '13. Limits on our liability',
      paragraphs: [
        'Nothing in these terms limits liability that cannot be limited by law, including our obligations to consumers under the Consumer Guarantees Act 1993 and the Fair Trading Act 1986.',
        'Subject to that, we are not liable for trading losses or lost profits; for losses caused by market movements, by outages or changes of third-party services, by your configuration choices, or by someone else using your keys or devices; or for any indirect or consequential loss. Subject to the same exception, our total liability to you in connection with a purchase is limited to the price you paid for it.',
      ],
    },
    {
      heading: '14. Digital collectibles',
      paragraphs: [
        `Our digital collectibles store sells digital artwork. Each purchase is delivered by email with a download link valid for ${commerce.artDownloadHours} hours and ${commerce.artMaxDownloads} downloads, containing the artwork files, a certificate of authenticity, metadata and a usage-rights document that sets out what you may do with the work.`,
        'A digital collectible is artwork, not an investment or a financial product, and we make no promise about its future value. Sections 5 (payment, at the price shown in the store), 7, 10, 13, 16 and 18 of these terms apply to these purchases as well.',
      ],
    },
    {
      heading: '15. Intellectual property and use of this site',
      paragraphs: [
        `The ${brand} software, documentation, website content, name and logo belong to us or our licensors. The open-source libraries the bot installs belong to their authors and come with their own licenses.`,
        'Please do not misuse this site: for example by trying to get around its security or download limits, interfering with its operation, or sending unlawful or abusive content through its forms. We may block access to anyone who does.',
      ],
    },
    {
      heading: '16. Privacy',
      paragraphs: [
        'Our Privacy Policy (/privacy-policy) explains what personal information we collect when you use the site or buy from us, and how we handle it. The bot itself sends us nothing.',
      ],
    },
    {
      heading: '17. Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The version published when you buy applies to that purchase. The date at the top of this page shows when they last changed.',
      ],
    },
    {
      heading: '18. Governing law and disputes',
      paragraphs: [
        `These terms are governed by the law of ${legal.governingLaw}, and the courts of ${legal.governingLaw} have non-exclusive jurisdiction over any dispute about them.`,
        'If something goes wrong, please contact us first: most problems are solved quickly. If we cannot agree, consumers in New Zealand can also take a claim to the Disputes Tribunal.',
      ],
    },
    {
      heading: '19. Contact',
      paragraphs: [contactSentence],
    },
  ],
};
