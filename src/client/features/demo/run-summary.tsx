/** The plain-words summary of the backtest (describeRun's sentences). */
export function RunSummary({
  sentences,
  className,
}: {
  sentences: readonly string[];
  className?: string;
}) {
  return (
    <section
      aria-labelledby="run-summary-title"
      className={`rounded-2xl border border-border bg-card p-5 text-left ${className ?? ''}`}
    >
      <h2 id="run-summary-title" className="font-semibold">
        The run in plain words
      </h2>
      <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm leading-6 text-muted-foreground">
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}
