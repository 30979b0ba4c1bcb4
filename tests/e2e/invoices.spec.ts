import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { pdfTextLines } from '../../src/server/testing/pdf-text.ts';
import { expectNoAxeViolations } from './axe.ts';
import { buy } from './checkout-steps.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { test } from './visitor.ts';
import { desktop, phone } from './viewports.ts';

for (const viewport of [desktop, phone]) {
  test(`a buyer adds billing details on the thank-you page and downloads the invoice at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await buy(page, `invoice-${viewport.width}@example.com`);

    const invoice = page.getByRole('region', { name: /^Invoice INV-\d{6}$/ });
    await expect(invoice).toBeVisible();
    await expect(invoice).toContainText('No tax was charged');

    // Folded until asked for: the fields appear when the buyer opens it.
    const company = invoice.getByLabel('Company');
    await expect(company).toBeHidden();
    await invoice.getByText('Add billing details for the invoice').click();
    await invoice.getByLabel('Name').fill('Ada Lovelace');
    await company.fill('Analytical Engines Ltd');
    await invoice.getByLabel('Address').fill('12 St James’s Square\nLondon SW1Y 4JH');
    await invoice.getByLabel('VAT number').fill('GB123456789');
    await invoice.getByRole('button', { name: 'Save billing details' }).click();
    await expect(invoice.getByRole('status')).toHaveText(
      'Saved. Your invoice now shows these details.',
    );
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    const link = invoice.getByRole('link', { name: 'Download invoice (PDF)' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^Cryptomaton-invoice-INV-\d{6}\.pdf$/);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The PDF is made at download time: it carries what was just saved.
    expect(await pdfTextLines(pdf)).toEqual(
      expect.arrayContaining(['Ada Lovelace', 'Analytical Engines Ltd', 'VAT number: GB123456789']),
    );
    const again = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(again.headers()['content-type']).toBe('application/pdf');
    expect(again.headers()['cache-control']).toBe('private, no-store');
  });
}
