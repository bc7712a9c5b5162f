// The GraphQL calls of the merchant page (issue 13's contract and document 2 §7): the merchant lists of the
// application and merchant_disabled tabs, and the report-setting deactivation.
import { queryOptions } from '@tanstack/react-query';
import { gqlRequest, requestMutation } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';
import type { InvoiceToDeactivate } from '../../../../workers/report-setting-csv';

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

export const DeactivateInvoicesDocument = graphql(`
  mutation DeactivateInvoices($invoicesToDeactivate: [InvoiceToDeactivate!]!) {
    deactivateInvoices(invoicesToDeactivate: $invoicesToDeactivate)
  }
`);

export const merchantKeys = {
  all: ['merchants'] as const,
  list: (disabled: boolean) => [...merchantKeys.all, 'list', disabled] as const,
};

export const merchantsQuery = (disabled: boolean) =>
  queryOptions({
    queryKey: merchantKeys.list(disabled),
    queryFn: async ({ signal }) => (await gqlRequest(MerchantsDocument, { disabled }, signal)).merchants,
  });

export async function deactivateInvoices(
  invoicesToDeactivate: readonly InvoiceToDeactivate[],
  idempotencyKey: string,
) {
  const data = await requestMutation(
    DeactivateInvoicesDocument,
    { invoicesToDeactivate: [...invoicesToDeactivate] },
    { idempotencyKey },
  );
  return data.deactivateInvoices;
}

// ─── The report-setting upload in parts (issue 20) ───────────────────────────────────────────────────

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
        rows
        months
        merchants
        added
        alreadyDeactivated
      }
    }
  }
`);

export const StageInvoiceDeactivationsDocument = graphql(`
  mutation StageInvoiceDeactivations($uploadId: ID!, $part: BatchPart!, $rows: [InvoiceDeactivationRow!]!) {
    stageInvoiceDeactivations(uploadId: $uploadId, part: $part, rows: $rows) {
      id
      receivedRows
    }
  }
`);

export const DeactivateInvoiceUploadDocument = graphql(`
  mutation DeactivateInvoiceUpload($uploadId: ID!) {
    deactivateInvoiceUpload(uploadId: $uploadId) {
      rows
      months
      merchants
      added
      alreadyDeactivated
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
