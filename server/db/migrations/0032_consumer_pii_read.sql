-- consumers.pii.read: a consumer's contact data whole on the case pages (lists show it masked for everyone). The
-- roles whose work is talking to and checking consumers hold it: support, operations and fraud; the admin role
-- (approvals, audit, staff administration) does not. Staff who hold permissions directly are not changed: an
-- administrator grants it to those who need it (docs/decisions.md).
UPDATE "staff_roles"
SET "permissions" = array_append("permissions", 'consumers.pii.read'), "updated_at" = now(), "updated_by" = 'migration'
WHERE "name" IN ('support', 'operations', 'fraud') AND NOT ('consumers.pii.read' = ANY ("permissions"));
