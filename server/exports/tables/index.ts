// Every exportable table registers itself on import: one line per area (see /work/notes/exporter-ready.md).
import './legal-status';
import './audit-log';
import './bulk-cancellations';
