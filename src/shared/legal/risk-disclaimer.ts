import { commerce, siteConfig } from '../site-config.ts';
import { riskAdvice } from '../bot-rules.ts';
import type { LegalDocument } from './legal-document.ts';
import { contactSentence, legalUpdated } from './legal-constants.ts';

const { brand, exchange, messaging } = siteConfig;

export const riskDisclaimer: LegalDocument = {
  title: 'Risk Disclaimer',
  updated: legalUpdated,
  intro: `${brand} automates trading decisions; it does not remove the risk of trading. Please read this page carefully before you buy or run the bot, and only trade with money you can afford to lose.`,
  sections: [
    {
      heading: '1. Trading crypto assets is high risk',
      paragraphs: [
        'Crypto asset prices are highly volatile. They can fall sharply within minutes, trade thinly, gap past stop levels and stay low for long periods. You can lose some or all of the money you trade with.',
        'Automation does not change this. A bot acts faster and more consistently than a person, and it can therefore also make losing trades faster and more consistently when market conditions do not suit its rules.',
      ],
    },
    {
      heading: '2. No financial advice',
      paragraphs: [
        `We are not financial advisers, and ${brand} is not a financial advice service. Nothing on this site, in the software, in the documentation, in our articles or in our support replies is financial, investment, legal or tax advice, or a recommendation to buy, sell or hold any asset.`,
        'The strategies, risk profiles and example settings we describe are general information about how the software works. Whether they suit you depends on your own circumstances. If you need advice, talk to a licensed financial adviser.',
      ],
    },
    {
      heading: '3. Past, backtested and simulated results',
      paragraphs: [
        'Past performance does not predict future results. This applies to real trading history and even more to backtests and simulations.',
        `The interactive demo on this site shows simulated results: the strategies run over ${commerce.customBacktestDays} days of generated price data. It shows how the bot behaves, not what it will earn. Custom strategy backtests we prepare use historical data over ${commerce.customBacktestDays} days and are subject to the same limits.`,
        'Backtests can overstate results. They may not fully account for fees, slippage, partial fills, outages or rule changes, and rules tuned on past data often work less well on new data.',
      ],
    },
    {
      heading: '4. Software and service limitations',
      paragraphs: [
        `${brand} depends on your computer or server, your internet connection, ${exchange.name} and ${messaging.name}. Any of these can fail or change. The bot checks its stops and targets itself while it runs, so a position is not managed while the bot is stopped, disconnected or paused by a fault.`,
        `Stop losses limit losses only when the market trades through them. In a fast or illiquid market an order can fill well below the stop price. Orders can also be rejected by ${exchange.name}, for example for insufficient balance or below the minimum order value.`,
        'Like all software, the bot can contain errors. We test it carefully, but we cannot promise it is free of faults.',
      ],
    },
    {
      heading: '5. Your responsibility for keys and configuration',
      paragraphs: [
        'You control the bot, its settings and the account it trades. That makes some things your responsibility:',
      ],
      list: [
        `Creating your ${exchange.name} API key with reading and spot trading only, never with withdrawals enabled, and restricting it to your own IP address.`,
        'Keeping your keys, bot token and the machine that runs the bot secure.',
        `Choosing your settings. We suggest ${riskAdvice.conservativePositionSize} of your balance per trade, never more than ${riskAdvice.maxPositionSizePercent}%, and ${riskAdvice.beginnerConcurrentPositions} open positions at most while you learn.`,
        'Testing on the exchange testnet before trading real funds, and checking on the bot and your account regularly.',
      ],
    },
    {
      heading: '6. Third-party services',
      paragraphs: [
        `${exchange.name} and ${messaging.name} are independent companies. They may change their APIs, fees, rules or availability, restrict or close accounts, or suffer outages and security incidents. We are not responsible for what they do, and your use of them is governed by their terms.`,
      ],
    },
    {
      heading: '7. Legal and tax matters',
      paragraphs: [
        `Rules on crypto assets and automated trading differ between countries, and ${exchange.name} is not available everywhere. You are responsible for making sure your use of ${brand} and ${exchange.name} is lawful where you live.`,
        'Trading can create tax obligations. In New Zealand, Inland Revenue generally treats crypto assets as property, and gains from trading them are usually taxable. Keep records of your trades and ask a tax adviser if you are unsure.',
      ],
    },
    {
      heading: '8. Testimonials',
      paragraphs: [
        'Testimonials on this site describe the experience of individual customers. They are not typical or guaranteed results, and your results will differ.',
      ],
    },
    {
      heading: '9. Your acknowledgement',
      paragraphs: [
        `By buying or using ${brand} you confirm that you have read this disclaimer, that you understand the risks of trading crypto assets and of automated trading, and that you accept responsibility for your trading decisions and results. Nothing here limits rights you have under the Consumer Guarantees Act 1993 or the Fair Trading Act 1986.`,
        `Questions about this disclaimer? ${contactSentence}`,
      ],
    },
  ],
};
