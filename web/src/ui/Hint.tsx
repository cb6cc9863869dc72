import { cloneElement, lazy, Suspense, useState, type PointerEvent, type ReactElement } from 'react';

/** The tooltip's code (Mantine's Tooltip and the positioning it needs) comes with the first hover. */
const HintTooltip = lazy(() => import('./HintTooltip'));

type Target = ReactElement<{
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
}>;

/**
 * A label shown while the mouse is over `children` (an icon button, which carries its own accessible
 * name), as Mantine's Tooltip shows it: on hover only, not on focus or touch. The tooltip is drawn
 * beside the element rather than around it, so its arrival leaves the element as it is. The element
 * is taken from the first hover, not from a ref: a list draws a Hint on each of its rows, and a ref
 * that sets state would draw each of them a second time as the list first shows.
 */
export function Hint({ label, children }: { label: string; children: Target }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const { onPointerEnter, onPointerLeave } = children.props;
  const element = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      if (event.pointerType !== 'mouse') return;
      setTarget(event.currentTarget);
      setHovered(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      onPointerLeave?.(event);
      setHovered(false);
    },
  });
  return (
    <>
      {element}
      {target && (
        <Suspense fallback={null}>
          <HintTooltip label={label} target={target} opened={hovered} />
        </Suspense>
      )}
    </>
  );
}
