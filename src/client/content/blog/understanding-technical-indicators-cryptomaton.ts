import type { BlogArticle } from './types.ts';

export const article: BlogArticle = {
  id: 6,
  slug: 'understanding-technical-indicators-cryptomaton',
  title: 'Understanding the Technical Indicators Behind Cryptomaton',
  excerpt:
    'EMA, RSI, ADX, Bollinger Bands, ATR and Volume SMA explained in plain language: what each one measures, its settings in Cryptomaton, and how the strategies combine them.',
  category: 'Technical Analysis',
  date: 'September 16, 2025',
  imageUrl: '/images/blog/understanding-technical-indicators-cryptomaton.svg',
  imageAlt:
    'Illustration of green and cyan candlesticks inside a shaded Bollinger Band with two smooth moving-average lines, on a dark navy background',
  content: `<p>Cryptomaton makes its decisions from six well-known technical indicators: <strong>EMA, RSI, ADX, Bollinger Bands, ATR and Volume SMA</strong>. None of them is secret or exotic; traders have used them for decades, and every charting tool can display them. What matters is understanding what each one measures, what it cannot tell you, and how the bot combines them into entry, stop and target rules. This article explains all six in plain language, with the exact settings Cryptomaton uses, so you can follow the bot's reasoning when a trade notification arrives and make informed choices if you adjust the parameters.</p>

<h2>First, the raw material: candles</h2>
<p>Every indicator is calculated from <strong>candles</strong>. A candle summarises trading over a fixed period, such as 15 minutes (the sample configuration's interval) or 1 hour, with five numbers: the open, high, low and close prices, and the traded volume. When this article says "RSI 14" or "EMA 200", the number is a count of candles, not days. On 15-minute candles, EMA 200 covers a little over two days; on daily candles it covers more than half a year. Same rule, very different behaviour, which is why the timeframe is one of the most important settings you choose.</p>

<h2>EMA 20, 50 and 200: direction</h2>
<p>A moving average smooths out price noise by averaging recent closes. The <strong>exponential moving average (EMA)</strong> gives more weight to recent candles than older ones, so it reacts faster than a simple average. Cryptomaton uses three:</p>
<ul>
<li><strong>EMA 20:</strong> the short-term direction.</li>
<li><strong>EMA 50:</strong> the medium-term direction.</li>
<li><strong>EMA 200:</strong> the long-term direction, a widely watched dividing line between bull and bear conditions.</li>
</ul>
<p>When EMA 20 is above EMA 50 and the price closes above EMA 200, the averages are "stacked" upwards and the market is trending up on all three horizons. That alignment is the first requirement of the Trend Following strategy. The weakness of moving averages is that they lag: they confirm a trend after it has started and signal its end after it has already turned.</p>

<h2>RSI 14: momentum and stretch</h2>
<p>The <strong>Relative Strength Index</strong> compares the size of recent up-moves with recent down-moves and expresses the result on a scale from 0 to 100. Readings near 100 mean the price has risen strongly and with few pauses; readings near 0 mean the opposite. The textbook levels are 70 (overbought) and 30 (oversold), but Cryptomaton uses RSI in two more specific ways:</p>
<ul>
<li><strong>Trend Following waits for RSI 14 below 40.</strong> In an uptrend RSI rarely drops to 30. A dip below 40 marks a pullback: the price has cooled off, giving a better entry than buying after a burst upwards.</li>
<li><strong>Mean Reversion requires RSI 14 below 26.</strong> This is a deeply oversold reading. Combined with a price below the lower Bollinger Band in a sideways market, it suggests the drop has gone further than usual.</li>
</ul>
<p>A common misunderstanding is that a low RSI means "the price must go up now". It does not. In strong sell-offs RSI can stay low for a long time. That is why neither strategy uses RSI alone.</p>

<h2>ADX 14: is there a trend at all?</h2>
<p>The <strong>Average Directional Index</strong> measures how strong a trend is, not which way it points. It is built from two directional lines (+DI and −DI) that compare upward and downward movement; ADX itself is a smoothed measure of how far apart they are. Cryptomaton reads it like this:</p>
<ul>
<li><strong>ADX below 20:</strong> weak or no trend. The market is probably ranging, which is where Mean Reversion is allowed to trade.</li>
<li><strong>ADX above 25:</strong> a strong trend. Trend Following needs this, and a breakout that pushes ADX above 25 is handed over to Trend Following to manage.</li>
<li><strong>Between 20 and 25:</strong> unclear, so neither of those two strategies enters.</li>
</ul>
<p>Because ADX says nothing about direction, it is always paired with the EMAs, which do.</p>

<h2>Bollinger Bands (20, 2): normal range and extremes</h2>
<p><strong>Bollinger Bands</strong> draw three lines around the price. The middle band is a 20-period simple moving average. The upper and lower bands sit 2 standard deviations above and below it. Standard deviation measures how spread out recent prices are, so the bands widen when the market is volatile and narrow when it is quiet. Most closes fall between the bands; a close outside them is unusual for the recent past.</p>
<ul>
<li>In <strong>Mean Reversion</strong>, a close below the lower band is one of the three entry conditions, and the middle band is a natural target, because that is the average the price is expected to return to.</li>
<li>In <strong>Breakout</strong>, a close above the upper band (together with a new 20-candle high) signals that the price is escaping its recent range.</li>
</ul>
<p>Narrow bands after a long quiet period, often called a squeeze, frequently come before a large move, although they do not reveal its direction.</p>

<h2>ATR 14: how far the price usually moves</h2>
<p>The <strong>Average True Range</strong> measures volatility in price units. For each candle, the true range is the largest of three distances: high minus low, the high minus the previous close, and the previous close minus the low. The ATR averages this over 14 candles. If BTC/USDT has an ATR of 300 on your timeframe, a typical candle covers about 300 USDT of movement.</p>
<p>Cryptomaton uses ATR to size its stops and targets so they fit each coin's character:</p>
<ul>
<li><strong>Stop loss:</strong> 3 × ATR below entry on the Conservative risk profile, 2.5 × ATR on the Moderate one.</li>
<li><strong>Take profit:</strong> 4.0 × ATR for Trend Following, 2.5 × ATR for Breakout, and 1.5 × ATR (or the middle Bollinger Band) for Mean Reversion.</li>
</ul>
<p>Example: a coin at 50 USDT with an ATR of 1 USDT, bought by Breakout on the Conservative profile, gets a stop at 47 and a target at 52.5. A calmer coin with an ATR of 0.5 would get a stop at 48.5 and a target at 51.25. Our guide to <a href="/blog/understanding-risk-management">understanding risk management</a> shows how these stops combine with position size, trailing stops and the circuit breaker.</p>

<h2>Volume SMA 20: is anyone actually trading?</h2>
<p>Price moves on low volume are easy to fake and easy to reverse. The <strong>Volume SMA 20</strong> is simply the average volume of the last 20 candles, a baseline for "normal" activity. Breakout requires the breakout candle's volume to be above <strong>1.5 × Volume SMA 20</strong>, that is, at least half again as much trading as usual. It is a simple filter, but it removes many of the false breakouts that happen when a few orders push the price through a level in a quiet market.</p>

<h2>How the strategies combine them</h2>
<h3>Trend Following</h3>
<ul>
<li>EMA 20 above EMA 50 and close above EMA 200 (direction)</li>
<li>ADX above 25 (strength)</li>
<li>RSI 14 below 40 (pullback entry)</li>
<li>Target 4.0 × ATR, stop from the risk profile's ATR multiplier</li>
</ul>
<h3>Mean Reversion</h3>
<ul>
<li>ADX below 20 (ranging market)</li>
<li>Close below the lower Bollinger Band (stretched)</li>
<li>RSI 14 below 26 (deeply oversold)</li>
<li>Target 1.5 × ATR or the middle band, stop from the risk profile</li>
</ul>
<h3>Breakout</h3>
<ul>
<li>Close above the 20-candle high and the upper Bollinger Band</li>
<li>Volume above 1.5 × Volume SMA 20</li>
<li>Target 2.5 × ATR, stop from the risk profile; Trend Following takes over once ADX confirms a trend above 25</li>
</ul>
<p>Each indicator answers a different question (which way, how strong, how stretched, how volatile, how much participation), and each strategy asks several of them at once. Requiring agreement between independent measures filters out many weak signals. For a practical view of when each strategy fits, read <a href="/blog/choose-right-trading-strategy-market-conditions">how to choose the right trading strategy for market conditions</a>. You can also send <strong>/criteria</strong> to the bot in Telegram to see the entry criteria it is checking.</p>

<h2>Changing the parameters</h2>
<p>The indicator parameters are configurable. Shorter periods make indicators faster but noisier; longer periods make them smoother but slower. Some advice if you experiment:</p>
<ul>
<li>Change <strong>one value at a time</strong> and give it enough trades to judge.</li>
<li>Beware of <strong>overfitting</strong>: tuning numbers until they look perfect on past data usually produces settings that fail on new data.</li>
<li>Test changes on the Binance testnet before using them with real funds.</li>
<li>Remember that the defaults are common, well-understood values, which is part of their appeal.</li>
</ul>

<h2>What indicators cannot do</h2>
<p>Indicators describe the past and the present; they do not predict the future. All of them lag to some degree, all of them produce false signals, and none of them can anticipate news, exchange outages or sudden crashes. Cryptomaton uses them to apply a consistent, rules-based process without emotion, which many traders find hard to do by hand. It cannot turn uncertainty into certainty, and no setting guarantees returns. Combined with sensible position sizes and the risk controls, though, a clear understanding of these six tools lets you read every trade notification and know exactly why the bot acted. See <a href="/features">features</a> for the full list of what the bot offers, or <a href="/how-it-works">how it works</a> for the requirements.</p>`,
};
