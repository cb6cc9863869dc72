import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

/** Mantine's password input with the show/hide toggle announced in Portuguese. */
export function PasswordField(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      autoComplete="current-password"
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Ocultar senha' : 'Mostrar senha' }}
    />
  );
}
