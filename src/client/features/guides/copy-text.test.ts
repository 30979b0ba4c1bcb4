// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text.ts';

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

function stubExecCommand(result: boolean | Error) {
  const execCommand = vi.fn(() => {
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return execCommand;
}

afterEach(() => {
  vi.restoreAllMocks();
  stubClipboard(undefined);
  document.body.innerHTML = '';
});

describe('copyText', () => {
  it('uses the Clipboard API when it is there', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const execCommand = stubExecCommand(true);
    await expect(copyText('ls -la')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('ls -la');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to execCommand when the Clipboard API refuses', async () => {
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    let copiedValue = '';
    const execCommand = stubExecCommand(true);
    execCommand.mockImplementation(() => {
      copiedValue = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    await expect(copyText('screen -ls')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedValue).toBe('screen -ls');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('gives focus back to the element that had it', async () => {
    stubClipboard(undefined);
    stubExecCommand(true);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    await copyText('x');
    expect(document.activeElement).toBe(button);
  });

  it('resolves false when nothing could copy', async () => {
    stubClipboard(undefined);
    stubExecCommand(false);
    await expect(copyText('x')).resolves.toBe(false);
    stubExecCommand(new Error('blocked'));
    await expect(copyText('x')).resolves.toBe(false);
  });
});
