import { expect } from '@playwright/test';
import { rawZip } from '../../src/server/testing/raw-zip.ts';
import { signInAt } from './admin-session.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { test } from './visitor.ts';
import { desktop, phone } from './viewports.ts';

for (const [size, viewport] of [
  ['390 px', phone],
  ['desktop', desktop],
] as const) {
  test(`/admin/files at ${size}: the hints say what the package is and that a zip goes in unpacked`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAt(page, '/admin/files');
    const pkg = page.getByRole('region', { name: 'Current download package' });
    await expect(pkg).toContainText(
      '"Algorithm Zip", the bot buyers pay for at checkout, is this download package',
    );
    const field = page.getByLabel('Choose a file');
    await expect(field).toHaveAccessibleDescription(/A \.zip is unpacked into the package/);
    await expect(field).toHaveAccessibleDescription(/at most 5,000 files, 1\.0 GB unpacked/);
    await expectNoHorizontalScroll(page);
  });
}

test('/admin/files: a zip with a path out of the package is refused with what to change', async ({
  page,
}) => {
  await signInAt(page, '/admin/files');
  await page.getByLabel('Choose a file').setInputFiles({
    name: 'cryptomaton-bot.zip',
    mimeType: 'application/zip',
    buffer: rawZip([{ name: '../../evil.py', content: Buffer.from('print(1)\n') }]),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('Upload failed');
  const field = page.getByLabel('Choose a file');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    /cryptomaton-bot\.zip holds "\.\.\/\.\.\/evil\.py", a path that points outside/,
  );
  await expect(page.getByRole('list', { name: 'Files' })).not.toContainText('cryptomaton-bot.zip');
});
