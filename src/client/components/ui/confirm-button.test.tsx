// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './confirm-button.tsx';

afterEach(cleanup);

describe('ConfirmButton', () => {
  it('passes the confirmation’s key, and a new key each time the dialog opens', () => {
    const onConfirm = vi.fn<(key: string) => void>();
    render(
      <ConfirmButton
        question="Send a fresh link?"
        confirmLabel="Send fresh link"
        onConfirm={onConfirm}
      >
        Fresh link
      </ConfirmButton>,
    );
    const confirm = () => {
      fireEvent.click(screen.getByRole('button', { name: 'Fresh link' }));
      fireEvent.click(screen.getByRole('button', { name: 'Send fresh link' }));
    };

    confirm();
    confirm();
    expect(onConfirm).toHaveBeenCalledTimes(2);
    const [first, second] = onConfirm.mock.calls.map(([key]) => key);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });
});
