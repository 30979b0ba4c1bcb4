import {
  CandlestickSeries,
  createChart,
  createSeriesMarkers,
  type SeriesMarker,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useId, useRef, useState } from 'react';
import type { BacktestReport } from '../../../backtest/report-types.ts';
import { chartOptions, recordVisibleDays } from './chart-theme.ts';

/** 4-hour candles of one pair with the backtest's entries and exits marked. */
export function PriceChart({ report }: { report: BacktestReport }) {
  const pairs = report.candles.map((series) => series.pair);
  const [pair, setPair] = useState(pairs[0] ?? '');
  const ref = useRef<HTMLDivElement>(null);
  const selectId = useId();

  useEffect(() => {
    const container = ref.current;
    const series = report.candles.find((candidate) => candidate.pair === pair);
    if (!container || !series) return;
    const chart = createChart(container, chartOptions(container, 340, report.period.startTime));
    const candles = chart.addSeries(CandlestickSeries, {
      upColor: '#10b981',
      downColor: '#ef4444',
      borderVisible: false,
      wickUpColor: '#10b981',
      wickDownColor: '#ef4444',
    });
    const bucket = (time: number) =>
      (series.startTime +
        Math.floor((time - series.startTime) / series.intervalSeconds) *
          series.intervalSeconds) as UTCTimestamp;
    candles.setData(
      series.close.map((close, index) => ({
        time: (series.startTime + index * series.intervalSeconds) as UTCTimestamp,
        open: series.open[index] ?? close,
        high: series.high[index] ?? close,
        low: series.low[index] ?? close,
        close,
      })),
    );
    const markers: SeriesMarker<UTCTimestamp>[] = report.trades
      .filter((trade) => trade.pair === pair)
      .flatMap((trade) => [
        {
          time: bucket(trade.entryTime),
          position: 'belowBar' as const,
          shape: 'arrowUp' as const,
          color: '#10b981',
        },
        {
          time: bucket(trade.exitTime),
          position: 'aboveBar' as const,
          shape: 'arrowDown' as const,
          color: trade.profit >= 0 ? '#0ea5e9' : '#ef4444',
        },
      ])
      .sort((a, b) => a.time - b.time);
    createSeriesMarkers(candles, markers);
    chart.timeScale().fitContent();
    recordVisibleDays(chart, container, report.period.startTime);
    return () => chart.remove();
  }, [pair, report]);

  return (
    <figure>
      <div className="mb-3 flex items-center gap-3">
        <label htmlFor={selectId} className="text-sm font-medium">
          Pair
        </label>
        <select
          id={selectId}
          value={pair}
          onChange={(event) => setPair(event.target.value)}
          className="h-9 rounded-lg border border-border bg-background px-2 text-sm"
        >
          {pairs.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </div>
      <div
        ref={ref}
        role="img"
        aria-label={`${pair} price in 4-hour candles with the backtest's buys and sells marked`}
        className="h-[340px] w-full"
        data-chart="price"
      />
      <figcaption className="mt-2 text-xs text-muted-foreground">
        Simulated prices. Arrows mark entries (up) and exits (down).
      </figcaption>
    </figure>
  );
}
