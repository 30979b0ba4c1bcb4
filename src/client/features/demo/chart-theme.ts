import type { ChartOptions, DeepPartial, Time } from 'lightweight-charts';
import { formatSimDay, formatSimTime } from '../../../shared/sim-day.ts';

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
      tickMarkFormatter: (time: Time) => formatSimDay(time as number, startTime),
    },
  };
}

export function themeColor(container: HTMLElement, name: string): string {
  return getComputedStyle(container).getPropertyValue(name).trim() || '#10b981';
}
