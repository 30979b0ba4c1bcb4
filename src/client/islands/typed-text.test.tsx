// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
// React's own prerenderer, as the build uses it; nothing of src/server is imported.
// eslint-disable-next-line no-restricted-imports
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayTypedText } from './typed-text.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** A controlled field, as the contact form's: it shows what React holds beside it. */
function Field() {
  const [email, setEmail] = useState('');
  return (
    <form>
      <input
        type="email"
        aria-label="Email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <textarea aria-label="Message" value="" readOnly />
      <output>{email}</output>
    </form>
  );
}

async function typedThenHydrated(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Field />);
  document.body.append(container);
  (container.querySelector('input') as HTMLInputElement).value = 'ada@example.com';
  await act(async () => {
    root = hydrateRoot(container, <Field />);
  });
  return container;
}

describe('text typed before the island hydrated', () => {
  it('is not in React’s state after hydration alone', async () => {
    const container = await typedThenHydrated();
    expect(container.querySelector('input')?.value).toBe('ada@example.com');
    expect(container.querySelector('output')?.textContent).toBe('');
  });

  it('is handed to React, and fields left alone stay as they are', async () => {
    const container = await typedThenHydrated();
    await act(async () => replayTypedText(container));
    expect(container.querySelector('output')?.textContent).toBe('ada@example.com');
    expect(container.querySelector('input')?.value).toBe('ada@example.com');
    expect(container.querySelector('textarea')?.value).toBe('');
  });
});
