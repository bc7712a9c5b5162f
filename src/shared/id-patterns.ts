// Identifier formats shared by the console, its CSV worker and the server: one prefix per entity plus
// exactly 16 id characters. No Node or React here, so every half can import it.
//
// Id characters are ASCII letters and digits (`0-9A-Za-z`, 62 symbols, so 16 of them carry ~95 bits).
// The merchant id follows the report-setting CSV rule instead: `mer_` + 16 word or hyphen characters
// (20 in total); generated merchant ids still use the alphanumeric alphabet.

export const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const ID_BODY_LENGTH = 16;

/** Every prefix the console issues or recognises. The first five are fixed by the spec; the rest are ours. */
export const ID_PREFIXES = {
  consumer: 'con_',
  payment: 'pay_',
  amazonPayment: 'amz_',
  installmentPlan: 'isp_',
  merchant: 'mer_',
  capture: 'cap_',
  refund: 'ref_',
  combiniPayment: 'cbp_',
  charge: 'chg_',
  billStatement: 'bst_',
  multiPayContract: 'mpc_',
  consumerFraudFlag: 'ffl_',
  paymentFraudFlag: 'pff_',
  assessmentReport: 'asr_',
  assessmentExclusion: 'axc_',
  consumerLoginSession: 'cls_',
  gpsToken: 'gps_',
  paypalLink: 'ppl_',
  pacAuditRecord: 'pac_',
  /** Legal-status batches are named by the client: this prefix + the epoch-ms time of the upload. */
  legalStatusBatch: 'lsb_',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

const BODY = `[0-9A-Za-z]{${ID_BODY_LENGTH}}`;

function anchored(prefix: string, body = BODY): RegExp {
  return new RegExp(`^${prefix}${body}$`);
}

export const CONSUMER_ID_PATTERN = anchored(ID_PREFIXES.consumer);
/** A payment id of either kind: `pay_` (Paidy) or `amz_` (Amazon). */
export const PAYMENT_ID_PATTERN = new RegExp(`^(?:pay|amz)_${BODY}$`);
export const INSTALLMENT_PLAN_ID_PATTERN = anchored(ID_PREFIXES.installmentPlan);
/** 20 characters in total: `mer_` + 16 word or hyphen characters. */
export const MERCHANT_ID_PATTERN = /^mer_[\w-]{16}$/;
export const COMBINI_PAYMENT_ID_PATTERN = anchored(ID_PREFIXES.combiniPayment);
export const CHARGE_ID_PATTERN = anchored(ID_PREFIXES.charge);
export const BILL_STATEMENT_ID_PATTERN = anchored(ID_PREFIXES.billStatement);
export const LEGAL_STATUS_BATCH_ID_PATTERN = /^lsb_\d{13}$/;

/** Anchored pattern for any kind of id (for checks on ids the console issued). */
export function idPattern(kind: IdKind): RegExp {
  if (kind === 'merchant') return MERCHANT_ID_PATTERN;
  if (kind === 'legalStatusBatch') return LEGAL_STATUS_BATCH_ID_PATTERN;
  return anchored(ID_PREFIXES[kind]);
}

// The "find in text" variants: not preceded or followed by another id character, so a longer token
// such as pay_ + 17 characters is not cut down to a false match. Global: use with matchAll.
const NOT_BEFORE = '(?<![0-9A-Za-z_])';
const NOT_AFTER = '(?![0-9A-Za-z_])';
export const PAYMENT_ID_IN_TEXT = new RegExp(`${NOT_BEFORE}(?:pay|amz)_${BODY}${NOT_AFTER}`, 'g');
export const INSTALLMENT_PLAN_ID_IN_TEXT = new RegExp(`${NOT_BEFORE}isp_${BODY}${NOT_AFTER}`, 'g');
export const CONSUMER_ID_IN_TEXT = new RegExp(`${NOT_BEFORE}con_${BODY}${NOT_AFTER}`, 'g');

function findAll(pattern: RegExp, text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) seen.add(match[0]);
  return [...seen];
}

/** Payment ids (pay_ or amz_) found in pasted text, deduplicated, in order of first appearance. */
export function extractPaymentIds(text: string): string[] {
  return findAll(PAYMENT_ID_IN_TEXT, text);
}

/** Installment plan ids (isp_) found in text (the bulk-cancel CSV), deduplicated, in order. */
export function extractInstallmentPlanIds(text: string): string[] {
  return findAll(INSTALLMENT_PLAN_ID_IN_TEXT, text);
}

export const isConsumerId = (value: string): boolean => CONSUMER_ID_PATTERN.test(value);
export const isPaymentId = (value: string): boolean => PAYMENT_ID_PATTERN.test(value);
export const isAmazonPaymentId = (value: string): boolean =>
  PAYMENT_ID_PATTERN.test(value) && value.startsWith(ID_PREFIXES.amazonPayment);
export const isInstallmentPlanId = (value: string): boolean => INSTALLMENT_PLAN_ID_PATTERN.test(value);
export const isMerchantId = (value: string): boolean => MERCHANT_ID_PATTERN.test(value);
export const isCombiniPaymentId = (value: string): boolean => COMBINI_PAYMENT_ID_PATTERN.test(value);
export const isChargeId = (value: string): boolean => CHARGE_ID_PATTERN.test(value);
export const isBillStatementId = (value: string): boolean => BILL_STATEMENT_ID_PATTERN.test(value);

/** The kind of a console id from its prefix, or null. */
export function idKindOf(value: string): IdKind | null {
  for (const [kind, prefix] of Object.entries(ID_PREFIXES) as [IdKind, string][]) {
    if (value.startsWith(prefix)) return idPattern(kind).test(value) ? kind : null;
  }
  return null;
}

/**
 * 16 id characters drawn from ID_ALPHABET. `random` returns a float in [0, 1); pass a seeded generator
 * for reproducible ids (the demo seed), or leave the default, which uses the platform's CSPRNG.
 */
export function randomIdBody(random?: () => number): string {
  let out = '';
  if (random) {
    for (let i = 0; i < ID_BODY_LENGTH; i++) out += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)];
    return out;
  }
  // Rejection sampling keeps the distribution uniform (256 is not a multiple of 62).
  const limit = 256 - (256 % ID_ALPHABET.length);
  while (out.length < ID_BODY_LENGTH) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(ID_BODY_LENGTH * 2));
    for (const b of bytes) {
      if (b < limit && out.length < ID_BODY_LENGTH) out += ID_ALPHABET[b % ID_ALPHABET.length];
    }
  }
  return out;
}

/** A new id of the given kind (not for legal-status batches, whose id is a timestamp). */
export function newId(kind: Exclude<IdKind, 'legalStatusBatch'>, random?: () => number): string {
  return ID_PREFIXES[kind] + randomIdBody(random);
}

/** The client-generated legal-status batch id: prefix plus the current epoch-ms time. */
export function legalStatusBatchId(nowMs: number = Date.now()): string {
  return `${ID_PREFIXES.legalStatusBatch}${Math.trunc(nowMs)}`;
}
