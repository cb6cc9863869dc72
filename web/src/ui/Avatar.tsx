import { useState, type CSSProperties, type ReactNode } from 'react';
import classes from './Avatar.module.css';

type Props = {
  /** The picture, when there is one; its initials or icon (`children`) show without it or when it fails to load. */
  src?: string | null;
  alt: string;
  /** Width and height, in pixels. */
  size: number;
  radius: 'md' | 'xl';
  /** Brand-colored: a light tint, or filled. */
  variant: 'light' | 'filled';
  children: ReactNode;
  'aria-hidden'?: boolean;
};

/**
 * Mantine's Avatar in the brand color as plain elements: the customers list draws one on each of
 * its rows, and the header two, where the component's theme work per render was a large part of the
 * first screen's script time. It keeps the component's static class names (`mantine-Avatar-*`).
 */
export function Avatar({ src, alt, size, radius, variant, children, 'aria-hidden': ariaHidden }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { '--avatar-size': `calc(${size / 16}rem * var(--mantine-scale))`, '--avatar-radius': `var(--mantine-radius-${radius})` } as CSSProperties;
  return (
    <div className={`${classes.root} mantine-Avatar-root`} data-variant={variant} style={style} aria-hidden={ariaHidden}>
      {src && failed !== src ? (
        <img className={`${classes.image} mantine-Avatar-image`} src={src} alt={alt} onError={() => setFailed(src)} />
      ) : (
        <span className={`${classes.placeholder} mantine-Avatar-placeholder`} title={alt}>
          {children}
        </span>
      )}
    </div>
  );
}
