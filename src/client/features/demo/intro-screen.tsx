import { LoaderCircle, Play, Send } from 'lucide-react';
import { Link } from 'react-router';
import type { DemoIntroFacts } from './demo-intro.ts';
import { formatPct, formatPercent } from './demo-format.ts';
import { DEMO_LOADING_ATTRIBUTE } from './loading-shown.ts';
import { RunSummary } from './run-summary.tsx';

/**
 * The demo's first screen: its title and what it shows, then the 1.5 s loading state and, after
 * it, the intro. The title stays put while the loading state turns into the intro, so the page
 * reads as itself from the first paint and nothing on it moves.
 */
export function IntroScreen({
  facts,
  loading,
  onStart,
}: {
  facts: DemoIntroFacts;
  loading: boolean;
  onStart: () => void;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">
        Interactive demo
      </p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        See Cryptomaton trade
      </h1>
      <p className="mt-5 text-lg text-muted-foreground">
        A read-only, 10-minute tour of the bot’s Telegram feed, dashboard and results, from a{' '}
        {facts.days}-day backtest (Day 1 to Day {facts.days}) of its three strategies on six pairs.
        No sign-up.
      </p>
      {loading ? <Loading /> : <IntroDetails facts={facts} onStart={onStart} />}
    </section>
  );
}

/** Tall enough to keep the footer out of view: the intro taking its place moves nothing. */
function Loading() {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center gap-4 pt-12"
      {...{ [DEMO_LOADING_ATTRIBUTE]: '' }}
    >
      <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />
      <p className="text-muted-foreground">Loading the demo...</p>
    </div>
  );
}

function IntroDetails({ facts, onStart }: { facts: DemoIntroFacts; onStart: () => void }) {
  return (
    <>
      <p className="mx-auto mt-4 max-w-xl rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
        Simulated data: the prices are generated, not real market history, and backtests do not
        predict future results. This run: {facts.tradeCount} trades,{' '}
        {formatPct(facts.totalReturnPct)}, max drawdown {formatPercent(facts.maxDrawdownPct)}.
      </p>
      <RunSummary sentences={facts.runSentences} className="mt-6" />
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onStart} className="btn-primary px-6 py-3 text-base">
          <Play className="size-4" aria-hidden="true" /> Start Demo
        </button>
        <Link to="/telegram-preview" className="btn-secondary px-6 py-3 text-base">
          <Send className="size-4" aria-hidden="true" /> Telegram Preview
        </Link>
      </div>
    </>
  );
}
