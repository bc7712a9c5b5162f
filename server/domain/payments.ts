// The payment page (document 1 §2 "Payment detail", §3 Payment): one payment with its captures, refunds, order
// items and parties, its messages and its assessment reports. Each read is one SQL statement whatever the number
// of child rows: the children arrive as json aggregates of correlated subqueries, never as a query per row.
import { sql } from 'drizzle-orm';
import * as t from '../db/schema/index';
import { preparedRows, epochMs, valueList, type Db, addressFrom, type AddressData } from '../db/sql';
import { isPaymentId } from '../../src/shared/id-patterns';

export interface CaptureData {
  id: string;
  createdAt: number;
  amount: string;
  currency: string;
}

export interface RefundData {
  id: string;
  captureId: string;
  createdAt: number;
  amount: string;
  currency: string;
  reason: string | null;
}

export interface OrderItemData {
  id: string | null;
  title: string;
  description: string | null;
  unitPrice: string;
  quantity: number;
}

/** What every view of a payment shows: the consumer's payments tab lists these, the payment page adds more. */
export interface PaymentSummary {
  id: string;
  basketId: string | null;
  appleOrderNumber: string | null;
  description: string | null;
  consumerId: string | null;
  consumerName: string | null;
  merchantId: string;
  merchantName: string;
  amount: string;
  currency: string;
  /** Sum of the captures. */
  capturedAmount: string;
  /** Sum of the refunds. */
  refundedAmount: string;
  /** Oldest first. */
  captures: CaptureData[];
  /** Oldest first. */
  refunds: RefundData[];
  status: string;
  tier: string;
  tags: string[];
  createdAt: number;
  updatedAt: number;
  expiresAt: number | null;
  test: boolean;
  isSpecifiedContinuousServiceMerchant: boolean | null;
  shippingAddress: AddressData | null;
  billingAddress: AddressData | null;
}

export interface PaymentDetail extends PaymentSummary {
  /** Null when the payment carries no contract-holder data (only big and installment payments do). */
  contractData: {
    firstName: string | null;
    lastName: string | null;
    annualIncome: string | null;
    dateOfBirth: string | null;
    gender: string | null;
    maritalStatus: string | null;
    householdSize: number | null;
    mortgage: boolean | null;
    employer: string | null;
    contractAddress: AddressData | null;
    residenceType: string | null;
  } | null;
  buyer: { name1: string | null; name2: string | null; email: string | null; phone: string | null } | null;
  /** Null for a guest checkout (no consumer account). */
  consumerData: {
    email: string | null;
    phone: string | null;
    name1: string | null;
    name2: string | null;
    address: AddressData | null;
  } | null;
  order: {
    tax: string | null;
    shipping: string | null;
    orderRef: string | null;
    /** In the order the merchant sent them. */
    items: OrderItemData[];
    updatedAt: number | null;
  } | null;
  buyerDataJson: string | null;
}

export interface PaymentMessageData {
  subject: string | null;
  message: string | null;
  createdAt: number;
  kind: string;
  dispatched: boolean;
}

export interface AssessmentReportData {
  id: string;
  paymentId: string;
  kind: string;
  result: string;
  reason: string | null;
  metadataJson: string | null;
}

export interface PaymentAssessmentReportsData {
  reports: AssessmentReportData[];
  error: { kind: string; description: string | null } | null;
}

function allNull(value: Record<string, unknown>): boolean {
  return Object.values(value).every((v) => v === null);
}

export interface PaymentSummaryRow {
  id: string;
  basket_id: string | null;
  apple_order_number: string | null;
  description: string | null;
  consumer_id: string | null;
  consumer_name: string | null;
  merchant_id: string;
  merchant_name: string;
  amount: string;
  currency: string;
  status: string;
  tier: string;
  tags: string[];
  test: boolean;
  is_specified_continuous_service_merchant: boolean | null;
  created_at: number;
  updated_at: number;
  expires_at: number | null;
  shipping_line1: string | null;
  shipping_line2: string | null;
  shipping_city: string | null;
  shipping_state: string | null;
  shipping_zip: string | null;
  billing_line1: string | null;
  billing_line2: string | null;
  billing_city: string | null;
  billing_state: string | null;
  billing_zip: string | null;
  captured_amount: string;
  refunded_amount: string;
  captures: CaptureData[];
  refunds: RefundData[];
}

/**
 * The columns of a PaymentSummaryRow, read from payments `p` left-joined to its consumer `c`; captures and
 * refunds arrive as json aggregates, oldest first.
 */
export const paymentSummaryColumns = sql`
  p.id, p.basket_id, p.apple_order_number, p.description, p.consumer_id,
  coalesce(c.kanji_name, p.consumer_name1) as consumer_name,
  p.merchant_id, p.merchant_name, p.amount::text as amount, p.currency, p.status, p.tier, p.tags, p.test,
  p.is_specified_continuous_service_merchant,
  ${epochMs(sql`p.created_at`)} as created_at,
  ${epochMs(sql`p.updated_at`)} as updated_at,
  ${epochMs(sql`p.expires_at`)} as expires_at,
  p.shipping_line1, p.shipping_line2, p.shipping_city, p.shipping_state, p.shipping_zip,
  p.billing_line1, p.billing_line2, p.billing_city, p.billing_state, p.billing_zip,
  (select coalesce(sum(${t.captures.amount}), 0)::text
    from ${t.captures} where ${t.captures.paymentId} = p.id) as captured_amount,
  (select coalesce(sum(${t.refunds.amount}), 0)::text
    from ${t.refunds} where ${t.refunds.paymentId} = p.id) as refunded_amount,
  (select coalesce(json_agg(json_build_object(
      'id', ${t.captures.id}, 'createdAt', ${epochMs(t.captures.createdAt)}, 'amount',
      ${t.captures.amount}::text,
      'currency', ${t.captures.currency}) order by ${t.captures.createdAt}, ${t.captures.id}), '[]'::json)
    from ${t.captures} where ${t.captures.paymentId} = p.id) as captures,
  (select coalesce(json_agg(json_build_object(
      'id', ${t.refunds.id}, 'captureId', ${t.refunds.captureId}, 'createdAt',
      ${epochMs(t.refunds.createdAt)},
      'amount', ${t.refunds.amount}::text, 'currency', ${t.refunds.currency}, 'reason',
      ${t.refunds.reason}) order by ${t.refunds.createdAt}, ${t.refunds.id}),
      '[]'::json)
    from ${t.refunds} where ${t.refunds.paymentId} = p.id) as refunds`;

export function toPaymentSummary(r: PaymentSummaryRow): PaymentSummary {
  return {
    id: r.id,
    basketId: r.basket_id,
    appleOrderNumber: r.apple_order_number,
    description: r.description,
    consumerId: r.consumer_id,
    consumerName: r.consumer_name,
    merchantId: r.merchant_id,
    merchantName: r.merchant_name,
    amount: r.amount,
    currency: r.currency,
    capturedAmount: r.captured_amount,
    refundedAmount: r.refunded_amount,
    captures: r.captures,
    refunds: r.refunds,
    status: r.status,
    tier: r.tier,
    tags: r.tags,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    expiresAt: r.expires_at === null ? null : Number(r.expires_at),
    test: r.test,
    isSpecifiedContinuousServiceMerchant: r.is_specified_continuous_service_merchant,
    shippingAddress: addressFrom(r, 'shipping_'),
    billingAddress: addressFrom(r, 'billing_'),
  };
}

interface PaymentRow extends PaymentSummaryRow {
  buyer_data_json: string | null;
  buyer_name1: string | null;
  buyer_name2: string | null;
  buyer_email: string | null;
  buyer_phone: string | null;
  consumer_email: string | null;
  consumer_phone: string | null;
  consumer_name1: string | null;
  consumer_name2: string | null;
  consumer_line1: string | null;
  consumer_line2: string | null;
  consumer_city: string | null;
  consumer_state: string | null;
  consumer_zip: string | null;
  contract_first_name: string | null;
  contract_last_name: string | null;
  contract_annual_income: string | null;
  contract_date_of_birth: string | null;
  contract_gender: string | null;
  contract_marital_status: string | null;
  contract_household_size: number | null;
  contract_mortgage: boolean | null;
  contract_employer: string | null;
  contract_line1: string | null;
  contract_line2: string | null;
  contract_city: string | null;
  contract_state: string | null;
  contract_zip: string | null;
  contract_residence_type: string | null;
  order_ref: string | null;
  order_tax: string | null;
  order_shipping: string | null;
  order_updated_at: number | null;
  items: OrderItemData[];
}

/** The columns of a PaymentRow, read from payments `p` left-joined to its consumer `c`. */
const paymentDetailColumns = sql`
  ${paymentSummaryColumns},
  p.buyer_data_json::text as buyer_data_json,
  p.buyer_name1, p.buyer_name2, p.buyer_email, p.buyer_phone,
  p.consumer_email, p.consumer_phone, p.consumer_name1, p.consumer_name2,
  p.consumer_line1, p.consumer_line2, p.consumer_city, p.consumer_state, p.consumer_zip,
  p.contract_first_name, p.contract_last_name, p.contract_annual_income::text as contract_annual_income,
  p.contract_date_of_birth::text as contract_date_of_birth, p.contract_gender, p.contract_marital_status,
  p.contract_household_size, p.contract_mortgage, p.contract_employer,
  p.contract_line1, p.contract_line2, p.contract_city, p.contract_state, p.contract_zip,
  p.contract_residence_type,
  p.order_ref, p.order_tax::text as order_tax, p.order_shipping::text as order_shipping,
  ${epochMs(sql`p.order_updated_at`)} as order_updated_at,
  (select coalesce(json_agg(json_build_object(
      'id', ${t.orderItems.itemId}, 'title', ${t.orderItems.title}, 'description',
      ${t.orderItems.description}, 'unitPrice', ${t.orderItems.unitPrice}::text,
      'quantity', ${t.orderItems.quantity}) order by ${t.orderItems.id}), '[]'::json)
    from ${t.orderItems} where ${t.orderItems.paymentId} = p.id) as items`;

/**
 * One payment with everything the payment page shows, in one statement; null for an unknown id and for a
 * malformed one (no statement is run then). Amounts travel as text and instants as epoch milliseconds, so
 * both drivers return the same values and json aggregation loses no precision.
 */
export async function findPaymentDetail(db: Db, paymentId: string): Promise<PaymentDetail | null> {
  if (!isPaymentId(paymentId)) return null;
  const [row] = await preparedRows<PaymentRow>(
    db,
    sql`
      select ${paymentDetailColumns}
      from payments p
      left join consumers c on c.id = p.consumer_id
      where p.id = ${paymentId}`,
  );
  return row ? toPaymentDetail(row) : null;
}

/**
 * The payments whose order reference is one of `orderRefs` (exact, through payments_order_ref_idx), newest
 * first, at most `limit` of them, with what findPaymentDetail gives.
 */
export async function findPaymentsByOrderRef(
  db: Db,
  orderRefs: string[],
  limit: number,
): Promise<PaymentDetail[]> {
  if (orderRefs.length === 0) return [];
  const found = await preparedRows<PaymentRow>(
    db,
    sql`
      select ${paymentDetailColumns}
      from payments p
      left join consumers c on c.id = p.consumer_id
      where p.order_ref in (${valueList(orderRefs)})
      order by p.created_at desc, p.id collate "C"
      limit ${limit}`,
  );
  return found.map(toPaymentDetail);
}

function toPaymentDetail(r: PaymentRow): PaymentDetail {
  const contractData = {
    firstName: r.contract_first_name,
    lastName: r.contract_last_name,
    annualIncome: r.contract_annual_income,
    dateOfBirth: r.contract_date_of_birth,
    gender: r.contract_gender,
    maritalStatus: r.contract_marital_status,
    householdSize: r.contract_household_size,
    mortgage: r.contract_mortgage,
    employer: r.contract_employer,
    contractAddress: addressFrom(r, 'contract_'),
    residenceType: r.contract_residence_type,
  };
  const buyer = { name1: r.buyer_name1, name2: r.buyer_name2, email: r.buyer_email, phone: r.buyer_phone };
  const consumerData = {
    email: r.consumer_email,
    phone: r.consumer_phone,
    name1: r.consumer_name1,
    name2: r.consumer_name2,
    address: addressFrom(r, 'consumer_'),
  };
  const order = {
    tax: r.order_tax,
    shipping: r.order_shipping,
    orderRef: r.order_ref,
    items: r.items,
    updatedAt: r.order_updated_at,
  };
  return {
    ...toPaymentSummary(r),
    contractData: allNull(contractData) ? null : contractData,
    buyer: allNull(buyer) ? null : buyer,
    consumerData: allNull(consumerData) ? null : consumerData,
    order: allNull({ ...order, items: order.items.length ? order.items : null }) ? null : order,
    buyerDataJson: r.buyer_data_json,
  };
}

/** The payment's messages as one json array, newest first (the message log tab). */
const messagesJson = (paymentId: string) => sql`
  (select coalesce(json_agg(json_build_object(
      'subject', ${t.paymentMessages.subject}, 'message', ${t.paymentMessages.message},
      'kind', ${t.paymentMessages.kind}, 'dispatched', ${t.paymentMessages.dispatched},
      'createdAt', ${epochMs(t.paymentMessages.createdAt)})
      order by ${t.paymentMessages.createdAt} desc, ${t.paymentMessages.id} desc), '[]'::json)
    from ${t.paymentMessages} where ${t.paymentMessages.paymentId} = ${paymentId})`;

/** The payment's assessment reports as one json array, oldest first. */
const reportsJson = (paymentId: string) => sql`
  (select coalesce(json_agg(json_build_object(
      'id', ${t.assessmentReports.id}, 'paymentId', ${t.assessmentReports.paymentId}, 'kind',
      ${t.assessmentReports.kind}, 'result', ${t.assessmentReports.result}, 'reason',
      ${t.assessmentReports.reason},
      'metadataJson',
      ${t.assessmentReports.metadataJson}::text) order by ${t.assessmentReports.createdAt},
      ${t.assessmentReports.id}), '[]'::json)
    from ${t.assessmentReports} where ${t.assessmentReports.paymentId} = ${paymentId})`;

/** The error the payment's assessment run ended with, as json; null when there is none. */
const reportErrorJson = (paymentId: string) => sql`
  (select json_build_object('kind', ${t.assessmentReportErrors.kind}, 'description',
      ${t.assessmentReportErrors.description})
    from ${t.assessmentReportErrors} where ${t.assessmentReportErrors.paymentId} = ${paymentId})`;

/** Everything the payment page asks for at once (the PWA's PaymentPage document). */
export interface PaymentPageData {
  /** With `fraudulent` read in the same statement; null for an unknown id. */
  payment: (PaymentDetail & { fraudulent: boolean }) | null;
  messages: PaymentMessageData[];
  /** Only when asked for (the reader may see them); otherwise null. */
  assessments: PaymentAssessmentReportsData | null;
}

/**
 * The payment page in one statement: the payment as findPaymentDetail reads it and whether
 * it carries an active fraud flag, its messages and, when `withAssessments`, its assessment reports — each
 * answer the same as the separate reads give, an unknown payment's messages and reports included.
 */
export async function findPaymentPage(
  db: Db,
  paymentId: string,
  withAssessments: boolean,
): Promise<PaymentPageData> {
  if (!isPaymentId(paymentId)) {
    return {
      payment: null,
      messages: [],
      assessments: withAssessments ? { reports: [], error: null } : null,
    };
  }
  const [row] = await preparedRows<
    PaymentRow & { found: boolean; fraudulent: boolean; messages: PaymentMessageData[] } & {
      reports: AssessmentReportData[] | null;
      report_error: PaymentAssessmentReportsData['error'];
    }
  >(
    db,
    sql`
      select d.*, d.id is not null as found, ${messagesJson(paymentId)} as messages,
        ${withAssessments ? reportsJson(paymentId) : sql`null::json`} as reports,
        ${withAssessments ? reportErrorJson(paymentId) : sql`null::json`} as report_error
      from (select 1) as one
      left join lateral (
        select ${paymentDetailColumns},
          exists (select 1 from ${t.paymentFraudFlags}
            where ${t.paymentFraudFlags.paymentId} = p.id and ${t.paymentFraudFlags.active}) as fraudulent
        from payments p
        left join consumers c on c.id = p.consumer_id
        where p.id = ${paymentId}) d on true`,
  );
  return {
    payment: row.found ? { ...toPaymentDetail(row), fraudulent: row.fraudulent } : null,
    messages: row.messages,
    assessments: withAssessments ? { reports: row.reports ?? [], error: row.report_error ?? null } : null,
  };
}
