import type { BlogArticle } from './types.ts';

export const article: BlogArticle = {
  id: 2,
  slug: 'securing-binance-api-keys',
  title: 'How to Secure Your Binance API Keys for Automated Trading',
  excerpt:
    'Which permissions to enable, which to leave off, how IP restriction works and what to do if a key leaks: a practical checklist for your trading bot keys.',
  category: 'Security',
  date: 'April 8, 2025',
  updatedDate: 'February 3, 2026',
  imageUrl: '/images/blog/securing-binance-api-keys.svg',
  imageAlt:
    'Illustration of a key in front of a shield with a keyhole, drawn in emerald and cyan lines on a dark navy background',
  content: `<p>An API key is how a trading bot talks to your exchange account. It lets software check your balance and place orders without logging in through the website. That convenience comes with responsibility: whoever holds the key can do whatever its permissions allow. The good news is that Binance gives you precise control over those permissions, and a well-configured key for Cryptomaton can trade on your behalf while being close to worthless to a thief. This guide explains what an API key is, exactly which settings to choose, where to keep the key, and what to do if you ever suspect it has leaked.</p>

<h2>What an API key is, in plain terms</h2>
<p>When you create an API key on Binance you receive two strings:</p>
<ul>
<li>The <strong>API key</strong>, a public identifier that tells Binance which key is making a request.</li>
<li>The <strong>secret key</strong>, which the bot uses to sign each request so Binance knows it is genuine. Binance shows the secret <strong>only once</strong>, at creation. If you lose it, you delete the key and make a new one.</li>
</ul>
<p>Think of the pair as a second, limited login to your account, one that can be given narrow rights, tied to one computer, and switched off in seconds. Cryptomaton stores the pair in its configuration file on your own machine or VPS. The bot runs entirely on your hardware and does not send your keys or your trading data to our servers.</p>

<h2>The permissions Cryptomaton needs, and the ones it must never have</h2>
<p>Cryptomaton trades <strong>Binance spot markets only</strong>. It buys and sells coins you actually own, with no borrowing and no derivatives. That makes the permission list short:</p>
<ul>
<li><strong>Enable Reading: on.</strong> The bot needs to read balances, open orders and trade history.</li>
<li><strong>Spot trading: on.</strong> Binance labels this checkbox "Enable Spot &amp; Margin Trading". Tick it so the bot can place spot orders. Cryptomaton never places margin orders, and margin trading cannot happen on an account where you have not opened a margin account.</li>
<li><strong>Enable Withdrawals: off, always.</strong> The bot never needs to move funds out of your account. With withdrawals off, someone holding a copy of your key cannot send your coins anywhere.</li>
<li><strong>Futures, options, margin loans and transfer permissions: off.</strong> Cryptomaton does not use them, so leave every one of them unticked.</li>
</ul>
<p>This is the single most important rule in the article. A leaked key that can only read and trade spot is a problem you can contain; a leaked key with withdrawal rights is how accounts get emptied. No legitimate trading bot needs withdrawal permission, and anyone who asks you to enable it should be treated as a scammer.</p>

<h2>Creating the key step by step</h2>
<ol>
<li><strong>Secure the account first.</strong> Turn on two-factor authentication with an authenticator app or a hardware security key rather than SMS. Binance requires two-factor authentication before you can create API keys anyway.</li>
<li><strong>Open API Management.</strong> In your Binance account, go to the account menu and choose API Management, then Create API.</li>
<li><strong>Choose a system-generated key</strong> and give it a label you will recognise, such as "cryptomaton-vps". One key per bot or per machine makes it easy to revoke just one later.</li>
<li><strong>Complete the security verification.</strong> Binance asks for your two-factor codes and email confirmation.</li>
<li><strong>Copy the API key and secret immediately</strong> into the bot's configuration file on your server. Do not paste them into chats, notes apps or cloud documents along the way.</li>
<li><strong>Edit restrictions.</strong> Tick Enable Reading and spot trading, leave everything else off, and set the IP restriction described below. Save and confirm.</li>
</ol>

<h2>Restrict the key to your VPS IP address</h2>
<p>Binance lets you choose between unrestricted access and access from trusted IP addresses only. Choose <strong>trusted IPs only</strong> and enter the public IP address of the server where Cryptomaton runs. From then on, requests using your key from anywhere else are refused, even if the key and secret are both stolen.</p>
<p>Your VPS provider shows the server's public IP in its dashboard. You can also ask the server itself:</p>
<pre><code>curl -4 ifconfig.me</code></pre>
<p>This is also why we recommend a VPS over a home computer for live trading: home connections usually change IP address from time to time, and every change would break the restriction. If you are not sure what a VPS is, read <a href="/blog/what-is-vps-why-trading-bot-needs-it">what a VPS is and why your trading bot needs one</a>.</p>

<h2>Test on the Binance testnet first</h2>
<p>Binance runs a separate <strong>Spot Test Network</strong> with play money and its own API keys. Testnet keys are created on the testnet site, not in your normal account, and they do not work on the live exchange (and the other way round). Start there. Put the testnet keys into the configuration, switch the bot to testnet mode as described in the <a href="/setup-guide">setup guide</a>, and check that:</p>
<ul>
<li><strong>/balance</strong> in Telegram shows the testnet balance;</li>
<li>a small manual order with <strong>/buy SYMBOL AMOUNT</strong> goes through and appears in <strong>/status</strong>;</li>
<li><strong>/forcesell SYMBOL</strong> closes it again;</li>
<li>restarting the bot does not lose track of what it holds.</li>
</ul>
<p>The testnet is occasionally reset and its prices and order books do not always behave like the real market, so treat it as a check of your setup, not as evidence of how profitable a strategy will be. Once everything works, create a live key with the same restrictions and replace the testnet values.</p>

<h2>Storing the key on your server</h2>
<p>The key lives in one place: the configuration file on the machine that runs the bot. A few habits keep it there:</p>
<ul>
<li><strong>Lock down the folder.</strong> Make the bot folder readable by your user only:
<pre><code>chmod 700 ~/cryptomaton
ls -ld ~/cryptomaton   # should start with drwx------</code></pre></li>
<li><strong>No screenshots of the configuration,</strong> and no copies in email, chat apps, cloud drives or notes apps. If you need a backup, keep it encrypted, or simply plan to create a fresh key.</li>
<li><strong>Never commit the configuration to a code repository,</strong> public or private.</li>
<li><strong>Nobody needs your secret.</strong> Our support will never ask for it, and neither will Binance. When you ask for help, describe the error and remove the keys from anything you share.</li>
<li><strong>Protect the server.</strong> Use a strong password or SSH keys, keep the firewall on, and let unattended-upgrades install security patches. The VPS guide shows the commands.</li>
</ul>

<h2>Protect the account around the key</h2>
<p>A key with reading and spot trading permission is only as safe as the Binance account itself. Take a few minutes for these settings:</p>
<ul>
<li><strong>Authenticator-based two-factor authentication</strong> for logins and withdrawals.</li>
<li><strong>An anti-phishing code,</strong> so genuine Binance emails carry a phrase only you know. Phishing emails that imitate Binance are common.</li>
<li><strong>A withdrawal address whitelist,</strong> so that even a logged-in attacker can only withdraw to addresses you approved in advance.</li>
<li><strong>A unique password</strong> for Binance and for the email address behind it. Your email account is the recovery path for everything else.</li>
</ul>

<h2>Monitor, rotate and clean up</h2>
<p>Security is not a one-time setting. Build a small routine:</p>
<ul>
<li><strong>Watch the notifications.</strong> Cryptomaton reports every trade to Telegram. A trade you do not recognise is worth investigating at once. See <a href="/blog/setting-up-telegram-notifications-trading-bot">setting up Telegram notifications</a>.</li>
<li><strong>Review API Management every month or so.</strong> Delete keys you no longer use, such as the one from an old server or a bot you tried once.</li>
<li><strong>Rotate keys periodically,</strong> for example every few months or whenever you move to a new server: create a new key, update the configuration, restart the bot, then delete the old key.</li>
</ul>

<h2>What to do if you suspect a leak</h2>
<p>Move quickly and in this order:</p>
<ol>
<li><strong>Delete the key</strong> in Binance API Management. This takes effect immediately and is the single most effective step. Stop the bot with <strong>/stop</strong> if it is still running.</li>
<li><strong>Check your account:</strong> open orders, recent trades and balances. Cancel anything you did not place.</li>
<li><strong>Change your Binance password</strong> and review the account's active sessions and devices.</li>
<li><strong>Check the server.</strong> If the leak might have come from the VPS, review who can log in, change passwords and SSH keys, or rebuild the server from scratch.</li>
<li><strong>Create a new key</strong> with the same restrictions, only once you understand how the old one leaked.</li>
</ol>
<p>Because withdrawals were never enabled and the key was tied to your server's IP, the damage an attacker can do in this situation is limited. That is the point of setting things up carefully in advance.</p>

<h2>Checklist</h2>
<ol>
<li>Two-factor authentication on Binance with an app or security key.</li>
<li>One system-generated key per bot, clearly labelled.</li>
<li>Enable Reading on; spot trading on; withdrawals, futures and every other permission off.</li>
<li>Key restricted to your VPS IP address.</li>
<li>Tested on the Binance Spot Test Network before going live.</li>
<li>Key stored only in the bot's configuration file, in a folder only your user can read.</li>
<li>Anti-phishing code and withdrawal whitelist set.</li>
<li>Telegram notifications on, and keys reviewed and rotated regularly.</li>
</ol>
<p>Good key hygiene protects your account from theft; it does not protect you from trading losses. For that side of the story, read <a href="/blog/understanding-risk-management">understanding risk management</a>. Common questions about key safety are also answered in the <a href="/faq">FAQ</a>.</p>`,
};
