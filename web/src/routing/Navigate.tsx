import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to `to` once drawn: a page that finds, while drawing, that it belongs elsewhere. The app's
 * addresses are absolute (lib/paths.ts), so unlike react-router's own this resolves nothing.
 */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}
