import { Brand } from '../ui/Brand';
import { PageLoader } from '../ui/PageLoader';
import classes from './ShellSkeleton.module.css';

/**
 * The main layout's frame, drawn while its code, the viewer and the first screen arrive: the header
 * and the menu take their place at once, and the screen fills the space that stays theirs.
 */
export function ShellSkeleton() {
  return (
    <>
      <div className={classes.header}>
        <span className={classes.burger} />
        <Brand size={30} />
      </div>
      <div className={classes.navbar} />
      <div className={classes.main}>
        <PageLoader />
      </div>
    </>
  );
}
