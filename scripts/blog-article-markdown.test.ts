import { describe, expect, it } from 'vitest';
import { compileArticle } from './blog-article-markdown.ts';

const frontMatter = {
  title: 'Keys & locks',
  category: 'Security',
  date: '2025-04-08',
  excerpt: 'Short.',
  image: '/images/blog/keys.svg',
  imageAlt: 'A key',
};

const file = (fields: Record<string, string>, body = 'One **two** [three](/faq).\n') =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n\n${body}`;

const body = `Intro with \`code\` & more.

## Steps

1. **First** step.
2. Second:
   \`\`\`
   curl -4 ifconfig.me && echo "<done>"
   \`\`\`
`;

describe('blog article Markdown', () => {
  it('compiles the body to the HTML the blog has always served', () => {
    const article = compileArticle(file(frontMatter, body), 'articles/keys.md');
    expect(article.content).toBe(
      [
        '<p>Intro with <code>code</code> &amp; more.</p>',
        '<h2>Steps</h2>',
        '<ol>',
        '<li><strong>First</strong> step.</li>',
        '<li>Second:',
        '<pre><code>curl -4 ifconfig.me &amp;&amp; echo "&lt;done>"</code></pre>',
        '</li>',
        '</ol>',
      ].join('\n'),
    );
  });

  it('takes the slug from the file name and the rest from the front matter', () => {
    const article = compileArticle(
      file({ ...frontMatter, updated: '2026-02-03' }),
      '/x/articles/keys.md',
    );
    expect(article).toMatchObject({
      slug: 'keys',
      title: 'Keys & locks',
      category: 'Security',
      date: '2025-04-08',
      updatedDate: '2026-02-03',
      imageUrl: '/images/blog/keys.svg',
      imageAlt: 'A key',
    });
    expect(compileArticle(file(frontMatter), 'keys.md')).not.toHaveProperty('updatedDate');
  });

  it('counts the words of the text, code included, never the markup', () => {
    expect(compileArticle(file(frontMatter), 'keys.md').words).toBe(3);
    // Intro with code & more. (5) Steps (1) First step. (2) Second: (1) curl … "<done>" (6)
    expect(compileArticle(file(frontMatter, body), 'keys.md').words).toBe(15);
    expect(compileArticle(file(frontMatter, 'Raw <kbd>Ctrl</kbd>.\n'), 'keys.md').words).toBe(2);
  });

  it('stops on a bad front matter field, naming the file and the field', () => {
    expect(() =>
      compileArticle(file({ ...frontMatter, category: 'Gossip' }), 'articles/keys.md'),
    ).toThrow(/^articles\/keys\.md: front matter category: /);
    const untitled = Object.fromEntries(
      Object.entries(frontMatter).filter(([field]) => field !== 'title'),
    );
    expect(() => compileArticle(file(untitled), 'articles/keys.md')).toThrow(
      /^articles\/keys\.md: front matter title: /,
    );
    expect(() =>
      compileArticle(file({ ...frontMatter, date: 'June 10, 2023' }), 'articles/keys.md'),
    ).toThrow(/front matter date: Write the date as YYYY-MM-DD/);
    expect(() => compileArticle(file({ ...frontMatter, author: 'me' }), 'keys.md')).toThrow(
      /keys\.md: front matter .*author/,
    );
  });

  it('refuses a file without front matter or with a name that is no URL', () => {
    expect(() => compileArticle('Just text.\n', 'articles/keys.md')).toThrow(
      'articles/keys.md: the article must start with front matter',
    );
    expect(() => compileArticle(file(frontMatter), 'articles/Keys Guide.md')).toThrow(
      /Keys Guide\.md: the file name is the URL/,
    );
  });
});
