import type { BlogArticle } from './types.ts';

export const article: BlogArticle = {
  id: 4,
  slug: 'choose-right-trading-strategy-market-conditions',
  title: 'How to Choose the Right Trading Strategy for Market Conditions',
  excerpt:
    'Trending, ranging or breaking out? How to read the market with EMA, ADX and Bollinger Bands, and when Trend Following, Mean Reversion or Breakout fits best.',
  category: 'Strategy',
  date: 'June 24, 2025',
  imageUrl: '/images/blog/choose-right-trading-strategy-market-conditions.svg',
  imageAlt:
    'Illustration of three small charts side by side: a rising trend, a price swinging inside a range, and a breakout above a level, in emerald and cyan',
  content: `<p>There is no strategy that works in every market. A method that does well while Bitcoin climbs steadily for weeks can lose repeatedly when the price chops sideways, and a method that profits from sideways chop can be badly hurt when a strong trend begins. That is why Cryptomaton ships with three strategies instead of one: <strong>Trend Following</strong>, <strong>Mean Reversion</strong> and <strong>Breakout</strong>. Each is built for a different kind of market, and each checks whether the market actually looks the way it expects before it trades. This article explains how to recognise those market conditions, what each strategy does, where each one struggles, and how to decide which to enable.</p>

<h2>Three kinds of market</h2>
<p>Simplifying a little, a chart is usually in one of three states:</p>
<ul>
<li><strong>Trending:</strong> prices make higher highs and higher lows (or the reverse in a downtrend). Pullbacks are bought and the move continues.</li>
<li><strong>Ranging:</strong> prices move back and forth between a rough floor and ceiling. Moves away from the average tend to snap back.</li>
<li><strong>Breaking out:</strong> after a quiet period, the price pushes through a recent high on strong volume, often the start of a new trend.</li>
</ul>
<p>Markets switch between these states all the time, and nobody can say in advance exactly when. What we can do is measure the current state with indicators and let each strategy act only when the conditions suit it.</p>

<h2>Reading the market with three tools</h2>
<p>Cryptomaton uses a small set of standard indicators (explained in depth in <a href="/blog/understanding-technical-indicators-cryptomaton">understanding technical indicators in Cryptomaton</a>). Three of them do most of the work of describing the market:</p>
<ul>
<li><strong>EMA 20, 50 and 200</strong> (exponential moving averages) show direction. When EMA 20 is above EMA 50 and the price closes above EMA 200, short-, medium- and long-term direction all point up.</li>
<li><strong>ADX 14</strong> shows trend strength, regardless of direction. Below 20 the trend is weak, which usually means a range. Above 25 the trend is strong. Between 20 and 25 is a grey zone.</li>
<li><strong>Bollinger Bands (20, 2)</strong> show how stretched the price is. A close below the lower band is unusually low compared with the last 20 candles; a close above the upper band is unusually high.</li>
</ul>

<h2>Trend Following: riding established moves</h2>
<p>Trend Following tries to join a trend that is already under way, buying a temporary dip rather than chasing the top. Cryptomaton opens a long position when <strong>all</strong> of these are true:</p>
<ul>
<li>EMA 20 is above EMA 50;</li>
<li>the candle closes above EMA 200;</li>
<li>ADX is above 25, so the trend is strong;</li>
<li>there is a pullback, with <strong>RSI 14 below 40</strong>.</li>
</ul>
<p>The RSI condition is what separates a patient entry from chasing. In a healthy uptrend RSI often stays high; a dip below 40 means the price has cooled off without the trend breaking. The take profit is set at <strong>4.0 × ATR</strong> above entry, the largest target of the three strategies, because trends can run a long way. The stop uses the ATR multiplier of your risk profile (3 × ATR for Conservative, 2.5 × ATR for Moderate).</p>
<p><strong>When it struggles:</strong> at the end of a trend and in choppy markets where ADX briefly rises above 25 and then fades. Expect runs of small losses between a smaller number of larger wins. That pattern is normal for trend following, and it is one reason the circuit breaker exists.</p>

<h2>Mean Reversion: buying stretched dips in a range</h2>
<p>Mean Reversion assumes that in a sideways market extreme moves tend to return to the average. It only trades when the market is actually sideways. Entry requires:</p>
<ul>
<li>ADX below 20, so there is no strong trend;</li>
<li>a close below the lower Bollinger Band;</li>
<li><strong>RSI 14 below 26</strong>, a deeply oversold reading.</li>
</ul>
<p>The target is modest: <strong>1.5 × ATR</strong> above entry, or the middle Bollinger Band (the 20-period average the price is expected to return to). The stop again comes from your risk profile. Because the target is smaller than the stop, this strategy needs a high share of winning trades to come out ahead, and in calm ranges it often gets one.</p>
<p><strong>When it struggles:</strong> when a range breaks downwards. A price below the lower band with a very low RSI can be the start of a sell-off rather than a bargain. The ADX filter helps, because a developing downtrend pushes ADX up, but it reacts with a delay. Respect the stop, and keep position sizes small.</p>

<h2>Breakout: catching the start of a move</h2>
<p>Breakout looks for the moment a quiet market wakes up. It buys when a candle:</p>
<ul>
<li>closes above the highest high of the previous 20 candles;</li>
<li>closes above the upper Bollinger Band;</li>
<li>comes with volume above <strong>1.5 × the 20-period Volume SMA</strong>.</li>
</ul>
<p>The volume condition matters most. A breakout on thin volume is often a false start, while a breakout backed by clearly higher trading activity shows real interest. The take profit is <strong>2.5 × ATR</strong>. If the move develops into a proper trend, with ADX rising above 25, <strong>Trend Following takes over the management of the position</strong>, so a breakout that becomes a trend is not cut short at the first target.</p>
<p><strong>When it struggles:</strong> false breakouts, where the price pops above the high and then falls straight back into the range. These are common in crypto, especially around news, and they are the main source of Breakout losses.</p>

<h2>The grey zone and quiet markets</h2>
<p>Notice what happens when ADX sits between 20 and 25: the market is neither clearly ranging nor clearly trending, so neither Trend Following nor Mean Reversion will enter. Only Breakout can trade, and only on a clear, high-volume move. The same applies in a downtrend: since Cryptomaton trades <strong>Binance spot only</strong> and opens long positions only, a falling market with the price below EMA 200 mostly leaves the bot in USDT, waiting. Many new users read this as the bot "doing nothing". In practice, not trading in conditions that do not fit is one of the most valuable things a strategy can do. You can check which conditions the bot is currently evaluating with the <strong>/criteria</strong> command in Telegram.</p>

<h2>Timeframes change the picture</h2>
<p>The same rules behave differently on different candle sizes. The sample configuration uses 15-minute candles, which produce more signals and faster trades. Higher timeframes such as 1 hour, 4 hours or 1 day (recommended on <a href="/how-it-works">how it works</a>) filter out much of the intraday noise, give fewer and usually more reliable signals, and suit people who do not want many notifications. The trade-off: ATR is larger on higher timeframes, so stops sit further from entry, and each losing trade costs more for the same position size. Choose a timeframe before you fine-tune anything else, and give it enough time to judge.</p>

<h2>So which strategy should you choose?</h2>
<p>A few practical guidelines:</p>
<ul>
<li><strong>If you are new,</strong> enable all three with the Conservative risk profile. Their entry conditions barely overlap, so in each market condition usually only one of them is active. Watch which one trades and how.</li>
<li><strong>If the market has been trending strongly for weeks,</strong> Trend Following and Breakout are in their element. Mean Reversion will mostly wait, which is fine.</li>
<li><strong>If prices have been stuck in a range,</strong> Mean Reversion does most of the work, while Breakout waits for the range to end.</li>
<li><strong>If you trade few coins,</strong> note that strategies can only act on the pairs in your watchlist. The sample watchlist holds BTC/USDT, ETH/USDT, BNB/USDT, SOL/USDT, XRP/USDT and ADA/USDT; you can add and remove pairs with <strong>/include</strong> and <strong>/exclude</strong>.</li>
<li><strong>Do not switch strategies after every loss.</strong> Each one has losing streaks by design. Judge them over dozens of trades, not over a weekend.</li>
</ul>

<h2>Test before you commit</h2>
<p>Whatever you choose, run it on the Binance testnet first, then live with a small balance and the Conservative profile. Compare what the bot does with what you expected from the rules above. If you want a strategy of your own turned into a script, we also offer a custom service that builds it and backtests it over 200 days; ask through the contact form. Keep in mind that a backtest describes the past: it helps you understand a strategy's behaviour, but it does not predict future returns, and every strategy can lose money.</p>
<p>Strategy choice decides when the bot trades; risk settings decide how much a wrong decision costs. Read <a href="/blog/understanding-risk-management">understanding risk management</a> next, and see <a href="/features">features</a> for an overview of what Cryptomaton can be configured to do.</p>`,
};
