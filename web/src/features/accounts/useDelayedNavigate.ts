import { useTimeout } from '@mantine/hooks';
import { useRef } from 'react';
import { useNavigate } from 'react-router';

/** Spec section 9: forgot and reset send the user to the login page 2 s after success. */
export const SUCCESS_REDIRECT_DELAY_MS = 2000;

/** Navigates after a pause, so the success message can be read; cancelled if the page goes away. */
export function useDelayedNavigate(delay = SUCCESS_REDIRECT_DELAY_MS): (to: string) => void {
  const navigate = useNavigate();
  const target = useRef('');
  const { start } = useTimeout(() => navigate(target.current, { replace: true }), delay);
  return (to: string) => {
    target.current = to;
    start();
  };
}
