import { AreaSeries, createChart, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { EquitySample } from '../../../backtest/report-types.ts';
import { chartOptions, recordVisibleDays, themeColor } from './chart-theme.ts';

/** Equity on top, drawdown below, on one time axis. */
export function EquityChart({
  samples,
  startTime,
}: {
  samples: readonly EquitySample[];
  /** The run's first candle: Day 1 on the time axis. */
  startTime: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const chart = createChart(container, chartOptions(container, 360, startTime));
    const primary = themeColor(container, '--primary');
    const equity = chart.addSeries(AreaSeries, {
      lineColor: primary,
      topColor: `${primary}55`,
      bottomColor: `${primary}05`,
      lineWidth: 2,
    });
    equity.setData(samples.map((s) => ({ time: s.time as UTCTimestamp, value: s.equity })));
    const drawdown = chart.addSeries(
      AreaSeries,
      { lineColor: '#ef4444', topColor: '#ef444405', bottomColor: '#ef444455', lineWidth: 1 },
      1,
    );
    drawdown.setData(
      samples.map((s) => ({ time: s.time as UTCTimestamp, value: -Math.abs(s.drawdownPct) })),
    );
    chart.panes()[1]?.setHeight(110);
    chart.timeScale().fitContent();
    recordVisibleDays(chart, container, startTime);
    return () => chart.remove();
  }, [samples, startTime]);
  return (
    <figure>
      <div
        ref={ref}
        role="img"
        aria-label="Equity curve in USDT, with the drawdown in percent below it"
        className="h-[360px] w-full"
        data-chart="equity"
      />
      <figcaption className="mt-2 text-xs text-muted-foreground">
        Equity (USDT) and drawdown (%), sampled every 4 hours.
      </figcaption>
    </figure>
  );
}
