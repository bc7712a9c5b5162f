// The consumer page's query, sent while the page's code is still loading (routes.tsx: a reload or a link
// of a consumer page paints sooner). It waits only for the permissions (the profile call main.tsx has already
// sent), which decide whether the exclusions are asked for; the page's first fetch takes the answer.
import { consoleStore } from '../../../state/console-store';
import { isProfileLoaded, loadProfile } from '../../../state/session';
import { canReadExclusions } from '../consumer-rules';
import { startConsumerPage } from './consumer-page-query';

export async function prefetchConsumerPage(consumerId: string): Promise<void> {
  if (!isProfileLoaded()) await loadProfile({ clearOnAnyFailure: false });
  if (!isProfileLoaded()) return; // offline or signed out: the page decides what to show
  startConsumerPage(consumerId, canReadExclusions(consoleStore.getState().user.permissions));
}
