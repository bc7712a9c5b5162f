// The rows of the Logs and Messages tabs; the AdminLogs and ConsumerMessages queries spread them.
import { graphql } from '../../../api/generated';

/** A staff member's admin log entry on the consumer. */
export const AdminLogRowFields = graphql(`
  fragment AdminLogRowFields on AdminLog {
    message
    creator
    createdAt
  }
`);

/** A message sent (or not) to the consumer. */
export const ConsumerMessageRowFields = graphql(`
  fragment ConsumerMessageRowFields on ConsumerMessage {
    subject
    message
    createdAt
    kind
    dispatched
  }
`);
