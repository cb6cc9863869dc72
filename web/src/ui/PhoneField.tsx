import { InputBase, type InputBaseProps } from '@mantine/core';
import { PHONE_MASKS } from '@practice/common';
import { IMaskInput } from 'react-imask';

/** IMask picks the landline mask until an eleventh digit makes the number a mobile one. */
const PHONE_MASK = PHONE_MASKS.map((mask) => ({ mask }));

type PhoneFieldProps = Omit<InputBaseProps, 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  placeholder?: string;
};

export function PhoneField({ value, onChange, autoComplete = 'tel-national', placeholder, ...props }: PhoneFieldProps) {
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      mask={PHONE_MASK}
      value={value}
      onAccept={(accepted: string) => onChange(accepted)}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={placeholder ?? '(00) 00000-0000'}
    />
  );
}
