const formatterKinds = ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules'] as const;

/**
 * Records every `Intl` formatter made from now on, by kind, until `restore`: a formatter loads the
 * runtime's locale data, which the shop takes only on first use (src/shared/on-first-use.ts).
 */
export function recordFormattersMade(): { made: string[]; restore: () => void } {
  const made: string[] = [];
  const originals = formatterKinds.map((kind) => [kind, Intl[kind]] as const);
  for (const [kind, original] of originals) {
    Object.assign(Intl, {
      [kind]: new Proxy(original, {
        construct(target, args: unknown[]) {
          made.push(kind);
          return Reflect.construct(target as new (...a: unknown[]) => object, args);
        },
      }),
    });
  }
  return { made, restore: () => Object.assign(Intl, Object.fromEntries(originals)) };
}
