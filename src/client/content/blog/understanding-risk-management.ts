import type { BlogArticle } from './types.ts';

export const article: BlogArticle = {
  id: 3,
  slug: 'understanding-risk-management',
  title: 'Understanding Risk Management in Automated Crypto Trading',
  excerpt:
    'Position size, ATR stops, trailing stops, the circuit breaker and drawdown protection: how Cryptomaton limits losses, with the exact numbers of both risk profiles.',
  category: 'Risk Management',
  date: 'May 20, 2025',
  imageUrl: '/images/blog/understanding-risk-management.svg',
  imageAlt:
    'Illustration of a price chart with a dashed stop-loss line and a stepped trailing stop following the price upwards, on a dark navy background',
  content: `<p>Most people who start with a trading bot spend their time choosing a strategy. Experienced traders tend to spend theirs on something less exciting: deciding how much they are willing to lose, on each trade and overall, before they are proven wrong. No strategy wins every trade, and crypto prices can move further and faster than almost any other market. Risk management is what keeps a run of bad trades from becoming a wiped-out account. This article explains the risk controls built into Cryptomaton, the exact numbers in its two sample risk profiles, and how to choose settings that fit you. It will not tell you how to make money; nobody can honestly promise that. It will show you how to limit the damage when things go wrong.</p>

<h2>Why losses matter more than gains</h2>
<p>Losses and gains are not symmetrical. If your account falls by 10%, you need an 11.1% gain to get back to where you started. After a 20% loss you need 25%. After a 50% loss you need 100%, which means doubling what is left. The deeper the hole, the harder the climb, which is why every control described below is designed to keep losses small and to stop trading when something is clearly not working.</p>
<p>One piece of good news: Cryptomaton trades <strong>Binance spot only</strong>. It buys coins with money you have and sells them again. There is no leverage, no borrowing and no liquidation. (The sample configuration contains a <strong>leverage</strong> line, but it is ignored in spot mode.) The worst case for a single position is the coin losing value while you hold it, and the controls below exist to get you out long before that becomes serious.</p>

<h2>Position size: the setting that matters most</h2>
<p>Position size is the share of your balance the bot puts into a single trade. Cryptomaton's sample profiles use:</p>
<ul>
<li><strong>Conservative:</strong> 1% of the balance per position.</li>
<li><strong>Moderate:</strong> 2% of the balance per position.</li>
</ul>
<p>Our general advice is <strong>1-2% for a conservative approach and 3-5% for an aggressive one, and never more than 5%</strong> per position. With a 1,000 USDT balance, 1% is a 10 USDT position and 5% is 50 USDT. That may feel small, and that is deliberate. Small positions mean a single bad trade, a sudden crash or a coin-specific disaster cannot do lasting damage. Also keep in mind that Binance sets a minimum order value for each trading pair; with a very small balance a 1% position can fall below that minimum, in which case the sensible fix is a larger balance you can afford, not a larger percentage.</p>

<h2>How many positions at once</h2>
<p>Crypto coins tend to move together. When Bitcoin drops sharply, most altcoins drop with it, so five open positions are often closer to one big bet than to five independent ones. The sample risk profiles cap concurrent positions at <strong>3 (Conservative)</strong> and <strong>5 (Moderate)</strong>. The general sample configuration ships with a maximum of 7, which is meant for experienced users; if you are new, we recommend <strong>3-5 concurrent positions</strong>. With 1% per position and three positions, at most 3% of your balance is in the market at any time.</p>

<h2>Stop losses based on ATR</h2>
<p>Every position gets a stop loss when it opens. Instead of a fixed percentage, Cryptomaton places the stop a multiple of the <strong>Average True Range (ATR 14)</strong> below the entry price. ATR measures how much a coin typically moves per candle, so the stop adapts: wider for volatile coins, tighter for calm ones. The multiplier comes from the risk profile:</p>
<ul>
<li><strong>Conservative:</strong> stop at 3 × ATR below entry.</li>
<li><strong>Moderate:</strong> stop at 2.5 × ATR below entry.</li>
</ul>
<p>Example: you buy at 100 USDT and the ATR is 2 USDT. The conservative stop sits at 100 − 3 × 2 = 94 USDT, and the moderate stop at 100 − 2.5 × 2 = 95 USDT. A wider stop gives a trade more room to breathe through normal noise; a tighter one cuts losers sooner but gets hit by random swings more often. There is no perfect value, only a trade-off.</p>
<p>Now combine this with position size. A 10 USDT position (1% of 1,000) stopped out 6% below entry loses about 0.60 USDT, which is 0.06% of the account. This is the real power of small position sizes: each loss, on its own, is almost invisible. Real fills can be slightly worse than the stop price during fast moves, but the order of magnitude stays small.</p>

<h2>Take profit by strategy</h2>
<p>Targets are also set in ATR units, and they depend on which strategy opened the trade:</p>
<ul>
<li><strong>Trend Following:</strong> 4.0 × ATR above entry.</li>
<li><strong>Breakout:</strong> 2.5 × ATR above entry.</li>
<li><strong>Mean Reversion:</strong> 1.5 × ATR above entry, or the middle Bollinger Band.</li>
</ul>
<p>Compare target and stop and you see the character of each strategy. With a conservative 3 × ATR stop, Trend Following aims to win more than it risks, so it can be profitable even if fewer than half its trades work. Mean Reversion aims for a small, quick move back to the average and risks more than it targets, so it depends on being right most of the time. Neither is better; they are built for different market conditions, which our article on <a href="/blog/choose-right-trading-strategy-market-conditions">choosing the right strategy for market conditions</a> explains in detail.</p>

<h2>Trailing stops: protecting profits</h2>
<p>A trailing stop follows the price up and never moves down. In Cryptomaton it switches on only once a trade is in profit by a set percentage, then trails the highest price reached by a set distance:</p>
<ul>
<li><strong>Conservative:</strong> activates at 1.0% profit, trails 0.5% below the high.</li>
<li><strong>Moderate:</strong> activates at 1.5% profit, trails 0.8% below the high.</li>
</ul>
<p>Example with the conservative profile: you buy at 100. Nothing changes until the price reaches 101 (1.0% profit). If the price then climbs to 104, the trailing stop sits at 104 × 0.995 = 103.48. If the price turns and falls to that level, the position closes with most of the gain kept. The moderate profile waits a little longer before activating and gives the price more room (0.8%), which suits more volatile coins but gives back more on the way down.</p>

<h2>The circuit breaker: stopping a losing streak</h2>
<p>Sometimes the market changes character and a strategy that worked last month keeps getting stopped out. Rather than repeating the same mistake all day, Cryptomaton has a <strong>circuit breaker</strong>: after a number of consecutive losing trades it pauses new trading for a cooldown period.</p>
<ul>
<li><strong>Conservative:</strong> pause after 3 consecutive losses, for 24 hours.</li>
<li><strong>Moderate:</strong> pause after 4 consecutive losses, for 12 hours.</li>
</ul>
<p>The pause is announced in Telegram. It is a good moment to look at what happened: was the market choppy, did news move everything, or are your settings a poor fit for current conditions?</p>

<h2>Drawdown protection: a hard floor</h2>
<p>Drawdown is the fall from your account's highest value to its current value. The circuit breaker watches streaks; drawdown protection watches the total. When the drawdown passes the profile's maximum, the bot pauses trading:</p>
<ul>
<li><strong>Conservative:</strong> pause past 7.5% drawdown.</li>
<li><strong>Moderate:</strong> pause past 10% drawdown.</li>
</ul>
<p>With small positions, reaching these levels takes a long run of losses, which is exactly when stepping back is wise. Treat a drawdown pause as a signal to review before you send <strong>/resume</strong>, not as an obstacle to click away.</p>

<h2>The two sample profiles side by side</h2>
<h3>Conservative</h3>
<ul>
<li>Position size 1%, up to 3 positions</li>
<li>Stop at 3 × ATR</li>
<li>Trailing stop from 1.0% profit, distance 0.5%</li>
<li>Circuit breaker: 3 losses, 24-hour pause</li>
<li>Drawdown protection: pause past 7.5%</li>
</ul>
<h3>Moderate</h3>
<ul>
<li>Position size 2%, up to 5 positions</li>
<li>Stop at 2.5 × ATR</li>
<li>Trailing stop from 1.5% profit, distance 0.8%</li>
<li>Circuit breaker: 4 losses, 12-hour pause</li>
<li>Drawdown protection: pause past 10%</li>
</ul>
<p>If you are unsure, start with Conservative. You can always loosen settings after weeks of watching the bot; recovering from an oversized loss is much harder.</p>

<h2>Your part: the human controls</h2>
<p>Automation does not mean absence. Cryptomaton gives you several manual controls through Telegram:</p>
<ul>
<li><strong>/pause</strong> and <strong>/resume</strong> stop and restart new trading, for example before major news or while you change settings.</li>
<li><strong>/forcesell SYMBOL</strong> closes a specific position at market.</li>
<li><strong>/stop</strong> shuts the bot down.</li>
<li><strong>/status</strong> and <strong>/balance</strong> show what the bot holds and what your account is worth.</li>
</ul>
<p>The <a href="/blog/setting-up-telegram-notifications-trading-bot">Telegram setup guide</a> covers every command. Beyond the bot, a few rules apply to anyone who trades:</p>
<ul>
<li>Only trade money you can afford to lose entirely.</li>
<li>Run on the Binance testnet first, then start live with a small balance.</li>
<li>Change one setting at a time and give it enough trades to judge.</li>
<li>Past results, whether from a backtest or your own history, do not guarantee future returns.</li>
</ul>
<p>Risk management will not make a bad strategy good, and it cannot remove the risk of trading. What it does is keep you in the game long enough to learn, adjust and make decisions calmly. To understand the indicators behind the stops and targets, continue with <a href="/blog/understanding-technical-indicators-cryptomaton">understanding technical indicators in Cryptomaton</a>, and see <a href="/features">features</a> for a summary of every risk control.</p>`,
};
