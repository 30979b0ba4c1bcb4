// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeToast } from '../../toast/toast-store.ts';
import { Toaster } from '../../toast/toaster.tsx';
import { EmailStep } from './email-step.tsx';

afterEach(() => {
  act(() => removeToast());
  cleanup();
});

const openToasts = () => document.querySelectorAll('[data-state="open"]');

function renderStep() {
  const onSubmit = vi.fn();
  render(
    <>
      <EmailStep initialEmail="" ready submitting={false} onSubmit={onSubmit} />
      <Toaster />
    </>,
  );
  const field = screen.getByLabelText('Email address');
  const submitWith = (value: string) => {
    fireEvent.change(field, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: /Continue to Payment/ }));
  };
  return { onSubmit, submitWith };
}

describe('EmailStep', () => {
  it('shows the Invalid Email toast for an address that is not one', () => {
    const { onSubmit, submitWith } = renderStep();
    submitWith('not-an-email');
    expect(openToasts()).toHaveLength(1);
    expect(openToasts()[0]?.textContent).toContain('Invalid Email');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes the Invalid Email toast as soon as a valid address is accepted', () => {
    const { onSubmit, submitWith } = renderStep();
    submitWith('not-an-email');
    expect(openToasts()).toHaveLength(1);
    submitWith('buyer@example.com');
    expect(onSubmit).toHaveBeenCalledWith('buyer@example.com');
    expect(openToasts()).toHaveLength(0);
  });
});
