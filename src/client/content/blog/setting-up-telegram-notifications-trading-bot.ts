import type { BlogArticle } from './types.ts';

export const article: BlogArticle = {
  id: 5,
  slug: 'setting-up-telegram-notifications-trading-bot',
  title: 'Setting Up Telegram Notifications for Your Trading Bot',
  excerpt:
    'Create a Telegram bot with BotFather, find your chat ID, connect it to Cryptomaton and control trading from your phone, with fixes for the most common errors.',
  category: 'Setup Guide',
  date: 'August 5, 2025',
  updatedDate: 'January 14, 2026',
  imageUrl: '/images/blog/setting-up-telegram-notifications-trading-bot.svg',
  imageAlt:
    'Illustration of a smartphone showing chat bubbles, with a paper plane gliding beside it, in emerald and cyan on a dark navy background',
  content: `<p>A trading bot that runs on a server somewhere is only reassuring if you know what it is doing. Cryptomaton reports to you through <strong>Telegram</strong>: it tells you when it opens or closes a trade, when a risk control kicks in, and when something needs your attention, and it accepts commands so you can check your balance or pause trading from your phone. Setting this up takes about ten minutes and no programming. You create your own private Telegram bot, find the ID of the chat it should talk to, and put both values into the configuration. This guide walks through each step and ends with fixes for the errors people run into most often.</p>

<h2>What you need</h2>
<ul>
<li>A Telegram account and the Telegram app on your phone or computer.</li>
<li>About ten minutes.</li>
<li>Access to Cryptomaton's configuration file, on your computer or your VPS (see the <a href="/setup-guide">setup guide</a>).</li>
</ul>
<p>At the end you will have two values: a <strong>bot token</strong>, which lets Cryptomaton send messages as your bot, and a <strong>chat ID</strong>, which tells it where to send them.</p>

<h2>Step 1: create your bot with BotFather</h2>
<p>Telegram bots are created by talking to an official bot called <strong>@BotFather</strong>. Search for it in Telegram and check for the blue verification tick, because imitations exist. Then:</p>
<ol>
<li>Send <strong>/newbot</strong>.</li>
<li>Choose a <strong>display name</strong>, for example "My Cryptomaton". This is what you see in the chat list and can be anything.</li>
<li>Choose a <strong>username</strong>. It must be unique across all of Telegram and must end in <strong>bot</strong>, for example <strong>my_cryptomaton_bot</strong> or <strong>MyCryptomatonBot</strong>. If BotFather says the name is taken, try another variation.</li>
<li>BotFather replies with your <strong>token</strong>, a string that looks like this:</li>
</ol>
<pre><code>123456789:AAExampleTokenDoNotShare_abcdefghijkl</code></pre>
<p>Treat the token like a password. Anyone who has it can send messages as your bot and read what is sent to it. If you ever paste it somewhere by mistake, send <strong>/revoke</strong> to BotFather, pick the bot, and put the new token in your configuration.</p>
<p>Optionally, send <strong>/setcommands</strong> to BotFather to add a command menu, so the commands listed below appear when you type a slash in the chat. You can also give the bot a picture with <strong>/setuserpic</strong>, which makes it easy to spot in your chat list.</p>

<h2>Step 2: find your chat ID</h2>
<p>A bot cannot start a conversation with you; you have to write to it first. Open your new bot (BotFather's reply contains a link to it), press <strong>Start</strong> or send <strong>/start</strong>, and then send any short message such as "hello".</p>
<p>Now ask Telegram which messages your bot has received, using the <strong>getUpdates</strong> method. Open this address in a browser, replacing the placeholder with your token (keep the word "bot" directly in front of it):</p>
<pre><code>https://api.telegram.org/bot&lt;YOUR_TOKEN&gt;/getUpdates</code></pre>
<p>Or from a terminal:</p>
<pre><code>curl "https://api.telegram.org/bot&lt;YOUR_TOKEN&gt;/getUpdates"</code></pre>
<p>The answer is a block of JSON. Look for the <strong>chat</strong> section of your message:</p>
<pre><code>"chat": {
  "id": 987654321,
  "first_name": "Alex",
  "type": "private"
}</code></pre>
<p>The number after <strong>"id"</strong> is your chat ID. If the result is empty, send the bot another message and reload. Look the ID up <strong>before</strong> you start Cryptomaton: once the bot is running it collects updates itself, so getUpdates in the browser may come back empty.</p>

<h3>Using a group instead of a private chat</h3>
<p>If you want notifications in a group, for example shared with a trading partner, add the bot to the group, send a command in the group such as <strong>/start@my_cryptomaton_bot</strong>, and call getUpdates again. Group chat IDs are <strong>negative</strong>, and larger groups (supergroups) have IDs that start with <strong>-100</strong>. Copy the minus sign too; leaving it out is one of the most common mistakes. Keep in mind that everyone in the group sees your trades and balances, so a private chat is the safer default.</p>

<h2>Step 3: connect Cryptomaton</h2>
<p>Open Cryptomaton's configuration file and fill in the Telegram token and the chat ID in the fields provided for them. Paste the values exactly, without extra spaces or quotation marks beyond those the file already uses. Save the file and restart the bot. On a VPS that usually means reattaching the screen session, stopping the bot with Ctrl+C and letting the restart script start it again, or starting it yourself; our article on <a href="/blog/what-is-vps-why-trading-bot-needs-it">running your bot on a VPS</a> explains the screen session and restart script.</p>

<h2>Step 4: test it</h2>
<p>Send <strong>/start</strong> to your bot. It should answer. Then try <strong>/status</strong> and <strong>/balance</strong>. If you are still on the Binance testnet, which we recommend for your first days, the balance shown will be your testnet play money. When all three work, your setup is complete.</p>

<h2>The commands</h2>
<p>These are the commands Cryptomaton understands. Words in capitals are values you fill in; the part in square brackets is optional.</p>
<ul>
<li><strong>/start</strong>: say hello and confirm the bot is listening.</li>
<li><strong>/status</strong>: what the bot is doing now, including open positions.</li>
<li><strong>/balance</strong>: your current Binance spot balance.</li>
<li><strong>/criteria</strong>: the entry criteria the bot is checking for its strategies.</li>
<li><strong>/chart SYMBOL</strong>: a price chart of one pair, handy for a quick look from your phone.</li>
<li><strong>/buy SYMBOL AMOUNT [STRATEGY]</strong>: open a position manually, optionally telling the bot which strategy should manage it.</li>
<li><strong>/forcesell SYMBOL</strong>: close a position immediately.</li>
<li><strong>/include</strong> and <strong>/exclude</strong>: add a pair to or remove it from the watchlist.</li>
<li><strong>/pause</strong> and <strong>/resume</strong>: stop opening new trades, and start again.</li>
<li><strong>/stop</strong>: shut the bot down.</li>
</ul>
<p>You can see example messages and the command list on the <a href="/telegram-preview">Telegram preview</a> page.</p>

<h2>What notifications to expect</h2>
<p>Once connected, the bot keeps you informed without flooding you. Typical messages include:</p>
<ul>
<li><strong>Trade opened:</strong> pair, price, size and the strategy that triggered it, with the stop and target.</li>
<li><strong>Trade closed:</strong> why it closed (target, stop, trailing stop or your own /forcesell) and the result.</li>
<li><strong>Risk events:</strong> the circuit breaker pausing trading after a losing streak, or drawdown protection pausing trading past the maximum drawdown. Our guide to <a href="/blog/understanding-risk-management">risk management</a> explains both.</li>
<li><strong>Market alerts:</strong> a sharp price drop (the sample configuration uses a price drop alert threshold of 10.0) or a price discrepancy above 0.5%.</li>
<li><strong>Errors:</strong> problems talking to Binance, such as a rejected order, so you are not left guessing.</li>
</ul>

<h2>Troubleshooting</h2>
<h3>401 Unauthorized</h3>
<p>The token is invalid. It was copied incompletely, contains a space or line break, or has been revoked. Copy it again from BotFather (send <strong>/mybots</strong>, choose your bot, then API Token) and restart the bot.</p>
<h3>403 Forbidden</h3>
<p>The bot does not have permission to message that chat. Usually you have not pressed Start in the private chat, you have blocked the bot, or the bot was removed from the group. In a channel, the bot must be an administrator that is allowed to post.</p>
<h3>400 Bad Request: chat not found</h3>
<p>The chat ID is wrong. Check every digit, and for groups check the minus sign.</p>
<h3>429 Too Many Requests</h3>
<p>Telegram limits how fast bots may send messages. For groups, the limit is around <strong>20 messages a minute</strong>. A normal setup stays well below this, but running several bots into the same group, or very short candle intervals with many pairs, can hit it. Telegram then asks the sender to wait before retrying; fewer alerts or a private chat solves it.</p>
<h3>No messages at all, but no errors</h3>
<p>Check that the bot is actually running (reattach the screen session), that the server can reach the internet, and that you restarted the bot after editing the configuration.</p>

<h2>A few good habits</h2>
<ul>
<li>Mute the chat if you like, but do not archive it and forget it. The risk alerts are the messages you most need to see.</li>
<li>Never post the token or screenshots of the configuration anywhere, including support chats.</li>
<li>If your phone is lost, revoke the token with BotFather from another device and set a new one.</li>
<li>Send <strong>/status</strong> now and then. If the bot does not answer, find out why before the market does it for you.</li>
</ul>
<p>Telegram gives you a window onto the bot and a set of brakes, but it does not remove trading risk; you are still responsible for the settings and the funds. Next, secure the other half of the setup with our guide to <a href="/blog/securing-binance-api-keys">securing your Binance API keys</a>, and follow the remaining steps in the <a href="/setup-guide">setup guide</a>.</p>`,
};
