// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, SelectField } from './field.tsx';

afterEach(cleanup);

/** The elements a control's aria-describedby names, each of which must be on the page. */
function describers(control: HTMLElement) {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id));
}

describe('form controls describe themselves by what is drawn under them', () => {
  it('a field names its hint, and while an error stands in for the hint, the error alone', () => {
    const { rerender } = render(<Field label="Password" hint="At least 6 characters" />);
    const input = screen.getByLabelText('Password');
    expect(describers(input).map((node) => node?.textContent)).toEqual(['At least 6 characters']);

    rerender(<Field label="Password" hint="At least 6 characters" error="Too short" />);
    expect(describers(input).map((node) => node?.textContent)).toEqual(['Too short']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('a select does the same', () => {
    render(
      <SelectField
        label="City"
        hint="Where you live"
        error="Choose a city"
        options={[{ value: 'oakland', label: 'Oakland' }]}
      />,
    );
    const select = screen.getByLabelText('City');
    expect(describers(select).map((node) => node?.textContent)).toEqual(['Choose a city']);
  });
});
