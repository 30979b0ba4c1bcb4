import type { ReactNode } from 'react';

/** A chart's figures as a table: what screen readers read, and anyone who wants numbers. */
export function FigureTable({
  caption,
  header,
  rows,
}: {
  caption: string;
  header: string[];
  rows: ReactNode[][];
}) {
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">None in this range.</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-muted-foreground">
          <tr>
            {header.map((cell, index) => (
              <th
                key={cell}
                scope="col"
                className={`px-2 py-1 font-medium ${index > 0 ? 'text-right' : ''}`}
              >
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((cells, rowIndex) => (
            <tr key={rowIndex}>
              {cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-2 py-1 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-2 py-1 text-right">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One chart: its heading and a sentence of what it shows, the picture (hidden from screen
 * readers, which get the table), and the table under "Show the figures".
 */
export function ChartFigure({
  title,
  summary,
  chart,
  table,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <figure className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border border-border bg-card p-4">
      <figcaption>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{summary}</p>
      </figcaption>
      <div aria-hidden="true" className="min-w-0">
        {chart}
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-primary">
          Show the figures
        </summary>
        <div className="mt-2">{table}</div>
      </details>
    </figure>
  );
}
