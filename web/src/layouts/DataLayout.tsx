// Everything the sign-in page does without: the Relay environment. Dates in pt-BR come with the
// screens that write them (lib/dayjs.ts).
import { RelayEnvironmentProvider } from 'react-relay';
import { Outlet } from 'react-router';
import { getEnvironment } from '../relay/environment';

/**
 * The pathless route around every screen that reads or writes data. Its code arrives with the first
 * such screen, in parallel with it, so /login loads neither Relay nor the whole component library.
 */
export function Component() {
  return (
    <RelayEnvironmentProvider environment={getEnvironment()}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
