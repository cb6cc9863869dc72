import type { ComponentPropsWithRef } from 'react';
import classes from './IconButton.module.css';

type Props = Omit<ComponentPropsWithRef<'button'>, 'type' | 'className' | 'color'> & {
  'aria-label': string;
  /** The tint of the icon and of the background under the pointer. */
  color: 'brand' | 'red';
};

/**
 * Mantine's subtle ActionIcon (28 px, the default radius) as a plain button, for the buttons a list
 * repeats on each of its rows: the icon sits in the button itself, without the component's inner
 * box. Takes Hint's ref and pointer handlers like the component does.
 */
export function IconButton({ color, children, ...props }: Props) {
  return (
    <button type="button" className={`mantine-focus-auto mantine-active ${classes.root}`} data-color={color} {...props}>
      {children}
    </button>
  );
}
