import type { DeepPartial, ChartOptions } from 'lightweight-charts';

/** Chart colours from the page's own tokens, so charts follow the light and dark themes. */
export function chartOptions(container: HTMLElement, height: number): DeepPartial<ChartOptions> {
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
    grid: { vertLines: { color: color('--border') }, horzLines: { color: color('--border') } },
    rightPriceScale: { borderColor: color('--border') },
    timeScale: { borderColor: color('--border'), timeVisible: true },
  };
}

export function themeColor(container: HTMLElement, name: string): string {
  return getComputedStyle(container).getPropertyValue(name).trim() || '#10b981';
}
