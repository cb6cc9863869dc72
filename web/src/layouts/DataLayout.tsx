// Everything the sign-in page does without: dates in pt-BR and the Relay environment. The components'
// styles come with the components (vite/mantine-styles.ts).
import 'dayjs/locale/pt-br';
import dayjs from 'dayjs';
import { RelayEnvironmentProvider } from 'react-relay';
import { Outlet } from 'react-router';
import { getEnvironment } from '../relay/environment';

dayjs.locale('pt-br');

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
