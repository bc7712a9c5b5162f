// Merchants and the monthly invoice deactivations of some of them.
import { fakerJA } from '@faker-js/faker';
import { ID_PREFIXES } from '../../src/shared/id-patterns';
import { FIXED_MERCHANTS, GENERATED_MERCHANT_CATEGORIES } from './catalogue';
import { DAY, jstYearMonth, jstDay, type Generator } from './state';

export function makeMerchants(gen: Generator): void {
  const { rng } = gen;
  for (const m of FIXED_MERCHANTS) {
    gen.merchants.push({
      id: rng.id(ID_PREFIXES.merchant),
      name: m.name,
      category: m.category,
      continuousService: m.continuousService,
    });
  }
  for (let i = 0; i < 26; i++) {
    const category = rng.pick(GENERATED_MERCHANT_CATEGORIES);
    gen.merchants.push({
      id: rng.id(ID_PREFIXES.merchant),
      name: fakerJA.company.name(),
      category,
      continuousService: rng.chance(0.1) ? null : category === 'lessons',
    });
  }
}

export function makeInvoiceDeactivations(gen: Generator): void {
  const [y, m] = jstYearMonth(gen.now);
  for (const [k, merchant] of gen.merchants.slice(2, 5).entries()) {
    const [yy, mm] = jstYearMonth(jstDay(y, m - k - 1, 1));
    gen.invoiceDeactivations.push({
      merchantId: merchant.id,
      year: yy,
      month: mm,
      createdBy: 'admin@example.com',
      createdAt: new Date(gen.now - (k + 1) * 7 * DAY),
    });
  }
}

/** Generated merchants at the end of the list whose application is disabled (the merchant page's disabled tab). */
export const DISABLED_DEMO_MERCHANTS = 3;

/**
 * Created and disabled dates of the k-th of `count` merchants: spread over the past (newest last) so the merchant
 * page's tabs have an order to show; the last DISABLED_DEMO_MERCHANTS are disabled. No random draw, so the rest of
 * the demo data stays as it was.
 */
export function merchantDates(
  k: number,
  count: number,
  now: number,
): { createdAt: Date; disabledAt: Date | null } {
  const createdAt = new Date(now - (1000 - k * 20) * DAY);
  const disabled = k >= count - DISABLED_DEMO_MERCHANTS;
  return { createdAt, disabledAt: disabled ? new Date(now - (count - k) * 30 * DAY) : null };
}
