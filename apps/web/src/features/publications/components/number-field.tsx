// A non-negative number input (spec 02 §5): amounts are whole and empty when 0 or less, areas take two decimals
// (step 0.01), counts are whole. Written with es-ES separators; what is kept is a number or ''.
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { amountValue, quantityValue, type NumberValue } from './form-model';

type NumberFieldProps = Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur'> & {
  kind: 'amount' | 'area' | 'count';
  value: NumberValue;
  onChange: (value: NumberValue) => void;
};

export function NumberField({ kind, value, onChange, ...props }: NumberFieldProps) {
  const normalise = (raw: number | string): NumberValue => (kind === 'amount' ? amountValue(raw) : quantityValue(raw, kind === 'area' ? 2 : 0));
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
      onChange={(raw) => onChange(raw === '' ? '' : typeof raw === 'number' ? raw : Number.isFinite(Number(raw)) ? Number(raw) : '')}
      // Settled when the person leaves the field, so typing "0" on the way to "0,5" is not wiped out.
      onBlur={() => {
        const settled = value === '' ? '' : normalise(value);
        if (settled !== value) onChange(settled);
      }}
    />
  );
}
