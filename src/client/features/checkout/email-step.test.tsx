// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeToast } from '../../toast/toast-store.ts';
import { Toaster } from '../../toast/toaster.tsx';
import {
  ART_TERMS_REFUSAL,
  ART_USAGE_RIGHTS_PATH,
  BOT_TERMS_REFUSAL,
} from '../../../shared/terms-acceptance.ts';
import { EmailStep } from './email-step.tsx';

afterEach(() => {
  act(() => removeToast());
  cleanup();
});

const openToasts = () => document.querySelectorAll('[data-state="open"]');

function renderStep(terms: 'bot' | 'art' = 'bot') {
  const onSubmit = vi.fn();
  render(
    <>
      <EmailStep initialEmail="" ready submitting={false} terms={terms} onSubmit={onSubmit} />
      <Toaster />
    </>,
  );
  const field = screen.getByLabelText('Email address');
  const box = screen.getByRole('checkbox');
  const submitWith = (value: string, { tick = true } = {}) => {
    fireEvent.change(field, { target: { value } });
    if (tick && !(box as HTMLInputElement).checked) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: /Continue to Payment/ }));
  };
  return { onSubmit, submitWith, box };
}

describe('EmailStep', () => {
  it('asks for the Risk Disclaimer and the License in one unticked box, linked to both', () => {
    const { box } = renderStep();
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(
      screen.getByLabelText('I have read and accept the Risk Disclaimer and the License.'),
    ).toBe(box);
    expect(screen.getByRole('link', { name: 'Risk Disclaimer' }).getAttribute('href')).toBe(
      '/disclaimer',
    );
    expect(screen.getByRole('link', { name: 'License' }).getAttribute('href')).toBe('/license');
  });

  it('refuses to continue without the tick, saying what to accept, until it is ticked', () => {
    const { onSubmit, submitWith, box } = renderStep();
    submitWith('buyer@example.com', { tick: false });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const description = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(BOT_TERMS_REFUSAL);
    expect(document.activeElement).toBe(box);
    fireEvent.click(box);
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    submitWith('buyer@example.com');
    expect(onSubmit).toHaveBeenCalledWith('buyer@example.com');
  });

  it('asks an art buyer for the piece’s usage rights instead', () => {
    const { onSubmit, submitWith } = renderStep('art');
    expect(screen.getByRole('link', { name: 'usage rights' }).getAttribute('href')).toBe(
      ART_USAGE_RIGHTS_PATH,
    );
    submitWith('collector@example.com', { tick: false });
    expect(screen.getByText(ART_TERMS_REFUSAL)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

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
