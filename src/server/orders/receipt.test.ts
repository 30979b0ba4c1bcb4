import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { buyWithTestCard } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('the receipt of a purchase on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, {
      env: {
        SELLER_NAME: 'Kiwi Quant Ltd',
        SELLER_ADDRESS: '12 Queen Street, Auckland 1010, New Zealand',
      },
    });
  });
  afterEach(async () => {
    await t.app.close();
  });

  const receiptOf = async () => {
    const [mail] = await t.database.db.select().from(outbox);
    return { text: mail?.textBody ?? '', html: mail?.htmlBody ?? '' };
  };

  it('names the SHA-256 of the copy the link serves (its licence file in it), as the download page does', async () => {
    const { downloadPath } = await buyWithTestCard(t.app);
    const pkg = await t.app.shop.productFiles.currentPackage();
    const stored = await readFile(
      (await t.app.shop.files.localFile(pkg?.sha256 ?? ''))?.path ?? '',
    );
    const token = downloadPath.split('/').at(-2);
    const file = await t.app.inject({ method: 'GET', url: `/download/${token}/file` });
    expect(file.statusCode).toBe(200);
    const sha256 = createHash('sha256').update(file.rawPayload).digest('hex');
    // The buyer's copy is their own: not the stored zip's bytes.
    expect(sha256).not.toBe(createHash('sha256').update(stored).digest('hex'));
    const page = await t.app.inject({ method: 'GET', url: `/api/downloads/${token}` });
    expect(page.json().package.sha256).toBe(sha256);

    const { text, html } = await receiptOf();
    expect(text).toContain(`SHA-256: ${sha256}\n`);
    expect(html).toContain(`>${sha256}</td>`);
  });

  it('is sold by the seller SELLER_NAME and SELLER_ADDRESS configure', async () => {
    await buyWithTestCard(t.app);
    const { text, html } = await receiptOf();
    const soldBy = 'Kiwi Quant Ltd, 12 Queen Street, Auckland 1010, New Zealand';
    expect(text).toContain(`Sold by: ${soldBy}\n`);
    expect(html).toContain(`>${soldBy}</td>`);
    expect(text).not.toContain('Sold by: Cryptomaton');
  });
});
