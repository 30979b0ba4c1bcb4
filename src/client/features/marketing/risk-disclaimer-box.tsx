import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';

export function RiskDisclaimerBox() {
  return (
    <aside aria-label="Risk disclaimer" className="mx-auto max-w-5xl px-4 pb-20 sm:px-6 lg:px-8">
      <div className="flex gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
        <TriangleAlert className="size-6 shrink-0" aria-hidden="true" />
        <p>
          <strong>Risk disclaimer:</strong> trading cryptocurrencies carries a high level of risk
          and may not suit every investor. You can lose some or all of the money you trade.
          Cryptomaton is software, not financial advice; backtests and past performance do not
          guarantee future results. Only trade money you can afford to lose.{' '}
          <Link to="/disclaimer" className="font-semibold underline underline-offset-4">
            Read the full disclaimer
          </Link>
          .
        </p>
      </div>
    </aside>
  );
}
