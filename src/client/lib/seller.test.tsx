// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LegalDocument } from '../content/site/types.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** The footer and terms as a build with `__SELLER__` defined (scripts/build-constants.ts) has them. */
async function builtWith(seller: { name: string; address: string } | undefined) {
  if (seller) vi.stubGlobal('__SELLER__', seller);
  vi.resetModules();
  const { Footer } = await import('../shell/footer.tsx');
  const { termsOfService } = await import('../content/site/legal/terms.ts');
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return { footer: screen.getByRole('contentinfo'), terms: termsOfService };
}

const termsText = (terms: LegalDocument) =>
  terms.sections.flatMap((section) => section.paragraphs).join('\n');

describe('the seller in the footer and the terms', () => {
  it('is the one the site was built with', async () => {
    const { footer, terms } = await builtWith({
      name: 'Kiwi Quant Ltd',
      address: '12 Queen Street, Auckland 1010, New Zealand',
    });
    expect(footer.textContent).toContain(
      'Sold by Kiwi Quant Ltd, 12 Queen Street, Auckland 1010, New Zealand.',
    );
    expect(termsText(terms)).toContain(
      'Sold by Kiwi Quant Ltd, 12 Queen Street, Auckland 1010, New Zealand.',
    );
    expect(footer.textContent).not.toContain('Sold by Cryptomaton');
  });

  it('is the brand in New Zealand when the build named none', async () => {
    const { footer, terms } = await builtWith(undefined);
    expect(footer.textContent).toContain('Sold by Cryptomaton, New Zealand.');
    expect(termsText(terms)).toContain('Sold by Cryptomaton, New Zealand.');
  });
});
