import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ID_ALPHABET,
  extractInstallmentPlanIds,
  extractPaymentIds,
  idKindOf,
  isAmazonPaymentId,
  isConsumerId,
  isInstallmentPlanId,
  isMerchantId,
  isPaymentId,
  legalStatusBatchId,
  newId,
  randomIdBody,
} from '../../src/shared/id-patterns';

const body = 'AbCdEfGh12345678';

describe('id patterns', () => {
  it('accepts con_, pay_, amz_ and isp_ followed by exactly 16 id characters', () => {
    expect(isConsumerId(`con_${body}`)).toBe(true);
    expect(isPaymentId(`pay_${body}`)).toBe(true);
    expect(isPaymentId(`amz_${body}`)).toBe(true);
    expect(isAmazonPaymentId(`amz_${body}`)).toBe(true);
    expect(isAmazonPaymentId(`pay_${body}`)).toBe(false);
    expect(isInstallmentPlanId(`isp_${body}`)).toBe(true);
  });

  it('rejects ids that are one character short or long, or carry another character', () => {
    for (const bad of [
      `con_${body.slice(1)}`,
      `con_${body}X`,
      `con_${body.slice(1)}-`,
      ` con_${body}`,
      'con_',
    ]) {
      expect(isConsumerId(bad)).toBe(false);
    }
    expect(isPaymentId(`con_${body}`)).toBe(false);
  });

  it('accepts merchant ids of 20 characters: mer_ and 16 word or hyphen characters', () => {
    expect(isMerchantId(`mer_${body}`)).toBe(true);
    expect(isMerchantId('mer_abc-def_1234567X')).toBe(true);
    expect(isMerchantId('mer_abc-def_1234567')).toBe(false);
    expect(isMerchantId('mer_abc.def_1234567X')).toBe(false);
  });

  it('extracts pay_ and amz_ ids from pasted text, deduplicated, ignoring longer tokens', () => {
    const a = `pay_${body}`;
    const b = `amz_${'z'.repeat(16)}`;
    const text = `${a}, ${b}\n${a} pay_${body}9 xpay_${body} "${b}"`;
    expect(extractPaymentIds(text)).toEqual([a, b]);
    expect(extractInstallmentPlanIds(`isp_${body},isp_${body}\nisp_short`)).toEqual([`isp_${body}`]);
  });

  it('generates ids that match their own pattern', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        let s = seed;
        const random = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x80000000;
        for (const kind of ['consumer', 'payment', 'installmentPlan', 'merchant', 'charge'] as const) {
          const id = newId(kind, random);
          if (idKindOf(id) !== kind) return false;
        }
        return true;
      }),
    );
    const crypto = randomIdBody();
    expect(crypto).toHaveLength(16);
    expect([...crypto].every((c) => ID_ALPHABET.includes(c))).toBe(true);
  });

  it('names legal-status batches with the prefix and the epoch-ms time', () => {
    expect(legalStatusBatchId(1_700_000_000_123)).toBe('lsb_1700000000123');
    expect(idKindOf('lsb_1700000000123')).toBe('legalStatusBatch');
  });
});
