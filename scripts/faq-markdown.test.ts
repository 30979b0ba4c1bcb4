import { describe, expect, it } from 'vitest';
import { compileFaq } from './faq-markdown.ts';

const values = {
  exchange: 'Binance',
  sample: 'a: <1> & b',
  hours: 24,
  community: 'https://t.me/x',
};

const faq = `## Is my {exchange} key safe?

Keys stay in \`.env\`. Read [the guide](/setup-guide).

- Never enable withdrawals.
- Within {hours} hours.

## What does a configuration look like?

\`\`\`
{sample}
\`\`\`

Ask in our [community]({community}).
`;

describe('FAQ Markdown', () => {
  const [keys, config] = compileFaq(faq, 'content/site/faq.md', values);

  it('makes each "## " heading a question and the blocks under it its HTML answer', () => {
    expect(keys?.question).toBe('Is my Binance key safe?');
    expect(keys?.answer).toBe(
      [
        '<p>Keys stay in <code>.env</code>. Read <a href="/setup-guide">the guide</a>.</p>',
        '<ul>',
        '<li>Never enable withdrawals.</li>',
        '<li>Within 24 hours.</li>',
        '</ul>',
      ].join('\n'),
    );
  });

  it('gives each answer as plain text for search engines, one space between blocks', () => {
    expect(keys?.answerText).toBe(
      'Keys stay in .env. Read the guide. Never enable withdrawals. Within 24 hours.',
    );
    expect(config?.answerText).toBe('a: <1> & b Ask in our community.');
  });

  it('puts values in as text, so the HTML escapes them, and opens other sites in a new tab', () => {
    expect(config?.answer).toBe(
      [
        '<pre><code>a: &lt;1> &amp; b</code></pre>',
        '<p>Ask in our <a href="https://t.me/x" rel="noopener noreferrer" target="_blank">community</a>.</p>',
      ].join('\n'),
    );
  });

  it('stops on a name that is no value, naming the file and the name', () => {
    expect(() => compileFaq('## Q?\n\nSee {exchnage}.\n', 'faq.md', values)).toThrow(
      /^faq\.md: \{exchnage\} is no FAQ value; use one of exchange, /,
    );
  });

  it('stops on text before the first question and on a question without an answer', () => {
    expect(() => compileFaq('Intro.\n\n## Q?\n\nA.\n', 'faq.md', values)).toThrow(
      'faq.md: start with a question',
    );
    expect(() => compileFaq('## Q?\n\nA.\n\n## Why?\n', 'faq.md', values)).toThrow(
      'faq.md: "Why?" has no answer',
    );
  });
});
