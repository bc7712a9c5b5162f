// The GraphQL calls of the merchant page (document 2 §7): the merchant lists of the
// application and merchant_disabled tabs, and the report-setting upload in parts (the console does not
// call deactivateInvoices, which the server keeps as the spec's call).
import { queryOptions } from '@tanstack/react-query';
import { gqlRequest, requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';

export const MerchantsDocument = graphql(`
  query Merchants($disabled: Boolean!) {
    merchants(disabled: $disabled) {
      id
      name
      createdAt
      disabledAt
      deactivatedMonths
    }
  }
`);

export const merchantKeys = {
  all: ['merchants'] as const,
  list: (disabled: boolean) => [...merchantKeys.all, 'list', disabled] as const,
};

export const merchantsQueryOptions = (disabled: boolean) =>
  queryOptions({
    queryKey: merchantKeys.list(disabled),
    queryFn: async ({ signal }) => (await gqlRequest(MerchantsDocument, { disabled }, signal)).merchants,
  });

// ─── The report-setting upload in parts ───────────────────────────────────────────────────

/** What an upload deactivates (or did): the same counts before and after the call. */
export const InvoiceDeactivationSummaryFields = graphql(`
  fragment InvoiceDeactivationSummaryFields on InvoiceDeactivationSummary {
    rows
    months
    merchants
    added
    alreadyDeactivated
  }
`);

export const InvoiceDeactivationUploadDocument = graphql(`
  query InvoiceDeactivationUpload($id: ID!) {
    invoiceDeactivationUpload(id: $id) {
      id
      length
      totalParts
      receivedParts
      receivedRows
      appliedAt
      approvalRequestId
      summary {
        ...InvoiceDeactivationSummaryFields
      }
    }
  }
`);

export const StageInvoiceDeactivationsDocument = graphql(`
  mutation StageInvoiceDeactivations(
    $uploadId: ID!
    $part: BatchPart!
    $rows: [InvoiceDeactivationRow!]!
    $fileName: String
    $comment: String
  ) {
    stageInvoiceDeactivations(
      uploadId: $uploadId
      part: $part
      rows: $rows
      fileName: $fileName
      comment: $comment
    ) {
      id
      receivedRows
    }
  }
`);

export const DeactivateInvoiceUploadDocument = graphql(`
  mutation DeactivateInvoiceUpload($uploadId: ID!) {
    deactivateInvoiceUpload(uploadId: $uploadId) {
      ...InvoiceDeactivationSummaryFields
    }
  }
`);

export async function fetchUpload(id: string) {
  return (await gqlRequest(InvoiceDeactivationUploadDocument, { id })).invoiceDeactivationUpload;
}

export async function stageUploadPart(
  request: {
    uploadId: string;
    part: { index: number; count: number; firstRow: number; totalRows: number };
    rows: { line: number; merchantId: string; year: number; month: number }[];
    fileName?: string | null;
    comment?: string | null;
  },
  idempotencyKey: string,
) {
  return (await requestMutation(StageInvoiceDeactivationsDocument, request, { idempotencyKey }))
    .stageInvoiceDeactivations;
}

export async function applyUpload(uploadId: string, idempotencyKey: string) {
  return (await requestMutation(DeactivateInvoiceUploadDocument, { uploadId }, { idempotencyKey }))
    .deactivateInvoiceUpload;
}
