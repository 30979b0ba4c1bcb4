import type { ReactNode } from 'react';

interface DemoTableProps {
  label: string;
  headers: string[];
  /** One entry per row: its key and its cells, in header order. */
  rows: { key: string | number; cells: ReactNode[] }[];
}

/** A scrollable, keyboard-reachable table of the demo's dashboard. */
export function DemoTable({ label, headers, rows }: DemoTableProps) {
  return (
    <div
      className="mt-2 overflow-x-auto rounded-xl border border-border"
      tabIndex={0}
      aria-label={label}
    >
      <table className="w-full text-sm">
        <thead className="bg-muted/60">
          <tr>
            {headers.map((header) => (
              <th
                key={header}
                className="px-3 py-2 text-left text-xs font-semibold text-muted-foreground"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-border">
              {row.cells.map((cell, index) => (
                <td key={headers[index]} className="px-3 py-2 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A signed percentage in green or red. */
export function SignedPct({ value, text }: { value: number; text: string }) {
  return (
    <span
      className={
        value >= 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'
      }
    >
      {text}
    </span>
  );
}
