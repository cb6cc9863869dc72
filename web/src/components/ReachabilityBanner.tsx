import { Loader, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { SERVER_UNREACHABLE_MESSAGE } from '../relay/reachability';
import classes from './ReachabilityBanner.module.css';

/**
 * Says so while the server cannot be reached. The live region is always there, so screen readers
 * announce the message when it appears and notice when it goes.
 */
export function ReachabilityBanner({ down }: { down: boolean }) {
  return (
    <div role="status" aria-live="polite" className={classes.region}>
      {down && (
        <div className={classes.banner}>
          <IconCloudOff size={18} stroke={1.8} aria-hidden className={classes.icon} />
          <Text size="sm" fw={500} className={classes.text}>
            {SERVER_UNREACHABLE_MESSAGE}
          </Text>
          <Loader size={14} color="orange.8" aria-hidden className={classes.icon} />
        </div>
      )}
    </div>
  );
}
