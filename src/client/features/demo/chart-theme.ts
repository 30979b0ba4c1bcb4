import type { ChartOptions, DeepPartial, IChartApi, Time } from 'lightweight-charts';
import { formatSimDay, formatSimTime, simDay } from '../../../shared/sim-day.ts';

/**
 * Chart colours from the page's own tokens, so charts follow the light and dark themes, and times
 * told as days of the run ("Day 12"), never calendar dates: the prices are generated.
 */
export function chartOptions(
  container: HTMLElement,
  height: number,
  startTime: number,
): DeepPartial<ChartOptions> {
  const style = getComputedStyle(container);
  const color = (name: string) => style.getPropertyValue(name).trim() || '#888';
  return {
    height,
    autoSize: true,
    layout: {
      background: { color: 'transparent' },
      textColor: color('--muted-foreground'),
      fontFamily: 'inherit',
      attributionLogo: false,
    },
    localization: { timeFormatter: (time: Time) => formatSimTime(time as number, startTime) },
    grid: { vertLines: { color: color('--border') }, horzLines: { color: color('--border') } },
    rightPriceScale: { borderColor: color('--border') },
    timeScale: {
      borderColor: color('--border'),
      // The whole run fits a phone: 1,200 four-hour bars need less than the library's default
      // 0.5 px a bar, or fitContent would show only the last days while the text names Day 120.
      minBarSpacing: 0.01,
      // Fixed edges also keep the first and last day labels inside the chart ("ay 121").
      fixLeftEdge: true,
      fixRightEdge: true,
      tickMarkFormatter: (time: Time) => formatSimDay(time as number, startTime),
    },
  };
}

export function themeColor(container: HTMLElement, name: string): string {
  return getComputedStyle(container).getPropertyValue(name).trim() || '#10b981';
}

/**
 * Writes the days the chart shows onto its container (data-first-day, data-last-day), so a
 * browser test can check that a phone sees the period the text names.
 */
export function recordVisibleDays(chart: IChartApi, container: HTMLElement, startTime: number) {
  const record = () => {
    const range = chart.timeScale().getVisibleRange();
    if (!range) return;
    container.dataset.firstDay = String(simDay(range.from as number, startTime));
    container.dataset.lastDay = String(simDay(range.to as number, startTime));
  };
  chart.timeScale().subscribeVisibleTimeRangeChange(record);
  record();
}
