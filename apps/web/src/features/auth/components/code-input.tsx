// The 6-digit code of the sign-in mail: one box per digit, filled at once by a paste (even of a whole line such
// as "Tu código es 123 456") or by the phone's one-time-code suggestion.
import type { ClipboardEvent } from 'react';
import { PinInput } from '@mantine/core';
import { limits } from '@vitrina/shared/constants';
import { identifyTexts } from '../identify-texts';

type CodeInputProps = {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  disabled?: boolean;
};

/** The code inside a pasted text: its 6 digits in a row, allowing spaces or dashes between them. */
export function codeFromText(text: string): string | null {
  const digits = new RegExp(`(?:^|\\D)((?:\\d[\\s-]?){${limits.codeDigits}})(?!\\d)`).exec(text)?.[1];
  const code = digits?.replace(/\D/g, '') ?? '';
  return code.length === limits.codeDigits ? code : null;
}

export function CodeInput({ value, onChange, invalid, disabled }: CodeInputProps) {
  // Runs before the box's own paste handler, which only accepts a text made of digits alone.
  const onPasteCapture = (event: ClipboardEvent<HTMLDivElement>) => {
    const code = codeFromText(event.clipboardData.getData('text/plain'));
    event.preventDefault();
    event.stopPropagation();
    if (code) onChange(code);
  };
  return (
    <div onPasteCapture={onPasteCapture}>
      <PinInput
        length={limits.codeDigits}
        type="number"
        oneTimeCode
        autoFocus
        value={value}
        onChange={onChange}
        error={invalid}
        disabled={disabled}
        size="lg"
        gap={8}
        placeholder=""
        aria-label={identifyTexts.codeLabel}
        getInputProps={(index) => ({ 'aria-label': `${identifyTexts.codeLabel}, dígito ${index + 1}` })}
        styles={{ root: { justifyContent: 'center' }, input: { fontWeight: 700 } }}
      />
    </div>
  );
}
