// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { FormField } from './form-field.tsx';
import { TextArea } from './text-area.tsx';
import { TextInput } from './text-input.tsx';

afterEach(cleanup);

describe('FormField', () => {
  it('labels its control and describes it with the hint', () => {
    render(
      <FormField label="Email" hint="We send the receipt here." required>
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email (required)' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.hasAttribute('required')).toBe(true);
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('We send the receipt here.');
  });

  it('marks the control invalid and reads the error after the hint', () => {
    render(
      <FormField label="Message" hint="Plain text." error="Please write a message.">
        <TextArea />
      </FormField>,
    );
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.getAttribute('aria-invalid')).toBe('true');
    const ids = (area.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Plain text.',
      'Please write a message.',
    ]);
  });

  it('gives a control outside a field an id of its own and no aria wiring', () => {
    render(<TextInput aria-label="Search" />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input.id).not.toBe('');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('Button', () => {
  it('is disabled and says what it is doing while busy', () => {
    render(
      <Button busy busyLabel="Sending...">
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('shows its label when idle', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });
});
