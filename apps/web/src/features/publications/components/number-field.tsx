// A non-negative number input: amounts are whole and empty when 0 or less, areas take two decimals
// (step 0.01), counts are whole. Written with es-ES separators; what is kept is a number or ''. Pasted text is
// read by parseLocaleNumber: the input's formatting alone takes every point for thousands ('72.5' became 725).
import type { ClipboardEvent } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { amountValue, quantityValue, type NumberValue } from './form-model';
import { parseLocaleNumber } from './parse-number';

type NumberFieldProps = Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur'> & {
  kind: 'amount' | 'area' | 'count';
  value: NumberValue;
  onChange: (value: NumberValue) => void;
};

export function NumberField({ kind, value, onChange, ...props }: NumberFieldProps) {
  const normalise = (raw: number | string): NumberValue =>
    kind === 'amount' ? amountValue(raw) : quantityValue(raw, kind === 'area' ? 2 : 0);
  // In the capture phase, before the input's own handler, which turns every point into the decimal comma
  // ('1.234,5' became 1,23); stopping the event there keeps that handler from reading it again.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    // Only a paste that replaces the whole value is read here; one into the middle of a number is left to the input.
    const whole = input.value === '' || (input.selectionStart === 0 && input.selectionEnd === input.value.length);
    if (!whole) return;
    const parsed = parseLocaleNumber(event.clipboardData.getData('text'));
    event.preventDefault();
    event.stopPropagation();
    if (parsed !== null) onChange(normalise(parsed));
  };
  return (
    <NumberInput
      {...props}
      value={value}
      min={0}
      step={kind === 'area' ? 0.01 : 1}
      allowNegative={false}
      allowDecimal={kind === 'area'}
      decimalScale={kind === 'area' ? 2 : 0}
      thousandSeparator="."
      decimalSeparator=","
      hideControls={kind !== 'count'}
      inputMode={kind === 'area' ? 'decimal' : 'numeric'}
      onPasteCapture={paste}
      onChange={(raw) =>
        onChange(raw === '' ? '' : typeof raw === 'number' ? raw : Number.isFinite(Number(raw)) ? Number(raw) : '')
      }
      // Settled when the person leaves the field, so typing "0" on the way to "0,5" is not wiped out.
      onBlur={() => {
        const settled = value === '' ? '' : normalise(value);
        if (settled !== value) onChange(settled);
      }}
    />
  );
}
