import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { signInAt } from './admin-session.ts';
import { expectNoAxeViolations } from './axe.ts';

test('/admin/files: upload, add to and remove from the package, delete after confirming', async ({
  page,
}) => {
  await signInAt(page, '/admin/files');
  await expect(page.getByRole('heading', { name: 'Current download package' })).toBeVisible();
  const pkg = page.getByRole('region', { name: 'Current download package' });
  await expect(pkg.getByText('SHA-256', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How the download package works' })).toBeVisible();
  await expectNoAxeViolations(page);

  const name = `notes-${Date.now()}.txt`;
  await page.getByLabel('Choose a file').setInputFiles({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from('Release notes for the bot.\n'),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('File uploaded successfully');
  const files = page.getByRole('list', { name: 'Files' });
  const item = files.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Inactive');

  await item.getByRole('button', { name: `Add to package: ${name}` }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('Active download file updated');
  await expect(item).toContainText('Active');
  await expect(pkg).toContainText(name);

  await item.getByRole('button', { name: `Remove from package: ${name}` }).click();
  await expect(item).toContainText('Inactive');
  await expect(pkg).not.toContainText(name);

  await item.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this file?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('File deleted successfully');
  await expect(files.getByText(name)).toHaveCount(0);
});

test('an upload of a type not allowed says why', async ({ page }) => {
  await signInAt(page, '/admin/files');
  await page.getByLabel('Choose a file').setInputFiles({
    name: 'tool.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ....'),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('Upload failed');
  await expect(page.getByLabel('Choose a file')).toHaveAttribute('aria-invalid', 'true');
});

test('/admin/manual-delivery: the spec layout, empty, with the collections to choose from', async ({
  page,
}) => {
  await signInAt(page, '/admin/manual-delivery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manual delivery');
  await expect(page.getByLabel('Order reference or ID')).toHaveValue('');
  await expect(page.getByLabel('NFT Collection')).toHaveValue('');
  await expect(
    page.getByLabel('NFT Collection').locator('option', { hasText: 'Nebula Genesis' }),
  ).toHaveCount(1);
  await expect(page.getByLabel('Customer Email')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Review delivery' })).toBeEnabled();
  // Nothing can be sent before the owner has seen who gets what.
  await expect(page.getByRole('button', { name: 'Send NFT Package' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What Gets Delivered' })).toBeVisible();
  await expect(page.getByText('72-hour download link (3 attempts)')).toBeVisible();
  await expectNoAxeViolations(page);
});
