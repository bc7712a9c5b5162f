// Centred 'Unauthorized' text for a page the staff user lacks the permission for (document 1 §2).
import { MESSAGES } from '../messages';

export function UnauthorizedNotice() {
  return <p className="unauthorized-notice">{MESSAGES.common.unauthorized}</p>;
}
