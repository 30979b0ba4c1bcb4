import { licenceDefaults } from '../licence-terms.ts';
import { siteConfig } from '../site-config.ts';
import type { LegalDocument } from './legal-document.ts';
import { contactSentence, legalUpdated } from './legal-constants.ts';

const { brand, exchange, legal } = siteConfig;

export const softwareLicense: LegalDocument = {
  title: 'Software License',
  updated: legalUpdated,
  intro: `This license sets out what you may and may not do with the ${brand} software once you have bought it. It forms part of our Terms of Service (/terms-of-service). In short: install it on your own machines, change it as you like for your own trading, but do not share or resell it.`,
  sections: [
    {
      heading: '1. The license we give you',
      paragraphs: [
        `When you buy ${brand}, we grant you a personal, non-exclusive, non-transferable license to install, run and modify the software and its documentation for your own trading. The license has no end date: it lasts for as long as you keep to these terms.`,
      ],
    },
    {
      heading: '2. Where you may install it',
      paragraphs: [
        'You may install the software on any computers and servers that you own or control, such as your desktop, your laptop and a VPS rented in your name, and keep backup copies.',
        `You may use it to trade your own ${exchange.name} accounts. Someone else's account, or money you manage for other people, needs our written permission first.`,
        `Your purchase comes with a license key, shown on your receipt. The bot activates it on each machine it runs on, up to ${licenceDefaults.machinesAllowed} machines at a time; to move it, deactivate the old machine first. Each copy of the package carries a license file that names your order.`,
        `The bot does not need to reach us to trade. Each time it checks in, it receives a signed license file that lets it run offline for ${licenceDefaults.offlineGraceDays} days. If it has not checked in by the time that file lapses (or the license has ended), it stops opening new trades, but it never abandons a position it already holds: it keeps managing and closing open positions by their rules as usual.`,
      ],
    },
    {
      heading: '3. Changing the code',
      paragraphs: [
        'You receive the full source code, and you are welcome to read it, change it and extend it for your own use. Changes you make are yours to use under this license, but a modified version is still covered by the restrictions below.',
      ],
    },
    {
      heading: '4. What you may not do',
      paragraphs: ['Without our written permission, you may not:'],
      list: [
        'sell, rent, lend, sublicense or give away the software, the documentation or your download link, whether changed or unchanged;',
        'share the software publicly or privately, including in public code repositories, file-sharing sites, forums or chat groups;',
        'offer the software, or trading with it, as a service to other people, such as copy-trading, signal groups or managed accounts;',
        'use the software or documentation to build a product that competes with it;',
        'remove or change copyright or license notices in the files.',
      ],
    },
    {
      heading: '5. Ownership',
      paragraphs: [
        `${brand} owns the software and documentation, and all intellectual property in them. You own the copy of the package you downloaded, not the rights in it. Everything not expressly granted in this license is reserved.`,
      ],
    },
    {
      heading: '6. Open-source components',
      paragraphs: [
        'The bot uses open-source Python libraries (for example python-binance, pandas and python-telegram-bot), which you install from the Python Package Index with the included requirements file. Each library belongs to its authors and comes under its own license; this license does not change those terms.',
      ],
    },
    {
      heading: '7. Updates',
      paragraphs: [
        'If we provide updates or fixes to buyers, they are covered by this license too. We are not obliged to provide updates, and an update may change features or settings; read its notes before you install it.',
      ],
    },
    {
      heading: '8. Warranty',
      paragraphs: [
        'The software is provided as described on our website and in its documentation. If you are a consumer, you have the guarantees of the Consumer Guarantees Act 1993, which we cannot and do not exclude.',
        'Beyond the guarantees and rights the law gives you, we give no further warranty. In particular, we do not warrant that the software will make a profit, suit your particular trading goals, run without interruption or error, or keep working with every future change to third-party services.',
      ],
    },
    {
      heading: '9. Liability',
      paragraphs: [
        'Our liability in connection with the software is set out, and limited, in section 13 of our Terms of Service. Those limits never reduce rights you have by law as a consumer.',
      ],
    },
    {
      heading: '10. Ending the license',
      paragraphs: [
        'If you seriously breach this license, for example by sharing or reselling the software, the license ends and you must delete every copy you have. If we refund your purchase, the license also ends and we ask you to delete your copies.',
        'Sections 4, 5, 9 and 11 continue to apply after the license ends.',
      ],
    },
    {
      heading: '11. Governing law and contact',
      paragraphs: [
        `This license is governed by the law of ${legal.governingLaw}, and the courts of ${legal.governingLaw} have non-exclusive jurisdiction.`,
        `Questions, or a use this license does not cover? ${contactSentence}`,
      ],
    },
  ],
};
