// Every exportable table registers itself on import: one line per area (see ../registry.ts).
import './legal-status';
import './audit-log';
import './bulk-cancellations';
import './search';
import './fraud';
import './merchants';
import './account';
import './approvals';
import './staff';
import './payment';
import './consumer-payments';
import './contracts';
import './consumer-history';
