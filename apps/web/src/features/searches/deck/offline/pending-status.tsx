// The deck's line about its connection (product.md, Notifications and the installable app: Offline): how many decisions
// wait to be sent, or that there is no connection. A polite live region, so a screen reader hears the count change
// without losing its place.
import { IconSync } from '@/components/icons';
import { offlineTexts } from './offline-texts';
import { useOnline, usePendingDecisions } from './offline-decisions';
import classes from './pending-status.module.css';

export function PendingStatus({ search }: { search: string }) {
  const pending = usePendingDecisions(search).length;
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className={classes.wrap}>
      {pending > 0 ? (
        <span className={classes.pill} data-tone="pending" title={offlineTexts.unsentHint}>
          <IconSync size={14} />
          <span>{offlineTexts.unsent(pending)}</span>
          <span className={classes.hint}>{online ? offlineTexts.sending : offlineTexts.unsentHint}</span>
        </span>
      ) : !online ? (
        <span className={classes.pill} data-tone="offline">
          {offlineTexts.offline}
        </span>
      ) : null}
    </div>
  );
}
