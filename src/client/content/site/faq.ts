import { commerce, siteConfig } from '../../../shared/site-config.ts';
import { sampleConfigShortYaml } from './sample-config.ts';
import { riskAdvice, sampleConfig } from './strategy-rules.ts';
import type { FaqItem } from './types.ts';

const { exchange, messaging, links } = siteConfig;
const { refunds } = commerce;

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

const defaultPairs = sampleConfig.watchlist.join(', ');

/** The seven FAQ entries, in order (home page, /pricing and /faq). Answers are trusted HTML. */
export const faqItems: readonly FaqItem[] = [
  {
    question: 'Do I need technical experience to use Cryptomaton?',
    answer: `<p>No programming is needed. If you can install an app, copy a command into a terminal and edit a text file, you can set Cryptomaton up. The <a href="/setup-guide">setup guide</a> walks through every step on Windows, macOS and Linux, and through moving the bot to a VPS so it runs around the clock.</p>
<p>You should understand the basics of ${exchange.name} ${exchange.market} trading and the risks involved, and we recommend starting on the ${exchange.name} testnet with test funds before trading real money.</p>`,
  },
  {
    question: `Is my ${exchange.name} API key safe?`,
    answer: `<p>Your keys stay with you. They live in a private <code>.env</code> file on your own computer or VPS, and the bot sends them only to ${exchange.name}. They are never sent to us, and we never ask for them.</p>
<p>When you create the key:</p>
<ul>
<li>Enable reading and spot trading only.</li>
<li>Never enable withdrawals. Without that permission nobody using the key can move funds out of your account.</li>
<li>Restrict the key to your VPS's IP address.</li>
</ul>
<p>Our article on <a href="/blog/securing-binance-api-keys">securing your ${exchange.name} API keys</a> covers each setting.</p>`,
  },
  {
    question: 'Which coins can Cryptomaton trade?',
    answer: `<p>Any ${exchange.name} ${exchange.market} pair quoted in ${sampleConfig.quoteAsset}. The default watchlist holds ${sampleConfig.watchlist.length} liquid pairs (${defaultPairs}), and you can add or remove pairs in the configuration file or from ${messaging.name} with <code>/include</code> and <code>/exclude</code>.</p>
<p>We suggest sticking to pairs with plenty of trading volume: the indicators behave more reliably and orders fill closer to the expected price. Cryptomaton trades spot only: no futures, no margin and no leverage.</p>`,
  },
  {
    question: 'What does a configuration look like?',
    answer: `<p>Settings live in one readable YAML file. Here is a shortened sample:</p>
<pre><code>${escapeHtml(sampleConfigShortYaml)}</code></pre>
<p>The <code>leverage</code> line is ignored because Cryptomaton trades spot only. If you are new, lower <code>max_concurrent_positions</code> to ${riskAdvice.beginnerConcurrentPositions} and keep each position at ${riskAdvice.conservativePositionSize} of your balance. The <a href="/setup-guide">setup guide</a> explains every option.</p>`,
  },
  {
    question: 'What is your refund policy?',
    answer: `<p>Cryptomaton is a digital download, so sales are final once the download link has been accessed, except where the law requires otherwise. We will always put things right when the problem is ours:</p>
<ul>
<li>If your download link has not arrived within ${refunds.nonDeliveryHours} hours of payment, tell us and we will send it or refund you.</li>
<li>If a technical problem stops the bot running on a system that meets the requirements and we cannot fix it within ${refunds.technicalIssueBusinessDays} business days, you get a full refund.</li>
<li>Approved refunds are processed within ${refunds.processingBusinessDays} business days.</li>
</ul>
<p>Read the full <a href="/refund-policy">refund policy</a>.</p>`,
  },
  {
    question: 'Do you offer extra services?',
    answer: `<p>Yes. If you have your own trading strategy, we can turn it into a script for Cryptomaton and backtest it over ${commerce.customBacktestDays} days of price data so you can see how the rules would have behaved before you trade them.</p>
<p>Each strategy is different, so the price is on request. Describe what you have in mind through the <a href="/contact">contact form</a> or in our <a href="${links.community}" rel="noopener noreferrer" target="_blank">${messaging.name} community</a>.</p>`,
  },
  {
    question: 'Are there any ongoing costs?',
    answer: `<p>There is no subscription: you pay once and keep the bot. The running costs are your own:</p>
<ul>
<li>A VPS, if you want the bot to run around the clock: about $${commerce.vpsMonthlyCost.min}-${commerce.vpsMonthlyCost.max} a month from most providers. You can also run it on your own computer for free while it is switched on.</li>
<li>${exchange.name}'s normal trading fees on each order.</li>
</ul>
<p>${messaging.name} and the ${exchange.name} API cost nothing to use.</p>`,
  },
];
