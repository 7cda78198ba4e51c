import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OneTimeCodeField } from './OneTimeCodeField';
import { toOneTimeCode } from './one-time-code';

describe('a one-time code as typed (issue 42: the texted sign-in code and the emailed cancel code, written once)', () => {
  it('takes exactly the code’s digits once spaces are dropped', () => {
    expect(toOneTimeCode('123 456', 6)).toBe('123456');
    expect(toOneTimeCode(' 12 34 56 ', 6)).toBe('123456');
    expect(toOneTimeCode('12345', 6)).toBeNull();
    expect(toOneTimeCode('1234567', 6)).toBeNull();
    expect(toOneTimeCode('12a456', 6)).toBeNull();
    expect(toOneTimeCode('１２３４５６', 6)).toBeNull();
    expect(toOneTimeCode('', 6)).toBeNull();
    expect(toOneTimeCode('1234', 4)).toBe('1234');
  });
});

function Probe({ disabled = false }: { disabled?: boolean }) {
  const [code, setCode] = useState('');
  return (
    <>
      <OneTimeCodeField label="Code" value={code} onChange={setCode} digits={6} errorId="code-error" invalid={code === 'x'} disabled={disabled} required />
      <p id="code-error">{code === 'x' ? 'The code is 6 digits.' : ''}</p>
    </>
  );
}

describe('the one-time code field', () => {
  it('is a labelled numeric field the keyboard fills from the code that arrived, with room for spaces', () => {
    render(<Probe />);
    const field = screen.getByLabelText('Code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('maxlength')).toBe('12');
    expect(field.getAttribute('aria-describedby')).toBe('code-error');
    expect(field).toHaveProperty('required', true);
    fireEvent.change(field, { target: { value: '123 456' } });
    expect(field).toHaveProperty('value', '123 456');
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it('says it is invalid when its owner does, and is disabled when asked', () => {
    render(<Probe disabled />);
    const field = screen.getByLabelText('Code');
    expect(field).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'x' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
