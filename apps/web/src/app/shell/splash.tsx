import { LogoMark } from '@/components/brand-logo';
import classes from './shell.module.css';

/** The brand mark alone, while the very first paint waits for the configuration or the first page's code. */
export function Splash() {
  return (
    <div className={classes.splash} role="status" aria-label="Cargando">
      <LogoMark size={64} className={classes.splashMark} />
    </div>
  );
}
