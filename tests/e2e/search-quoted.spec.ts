// What a caller quotes, typed into the header search of the real PWA:
// a merchant's order reference lands on its payment, the last 8 digits of a phone number and the local part of
// an e-mail address land on their consumer. The data is picked from the running server's demo data through
// GraphQL (other specs may have changed some of it), each keyword checked to find exactly one record, so the
// search's auto-redirect opens it.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, expect, gql, signInAt, test, wholeContact } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;

interface Found {
  consumers: { id: string }[];
  paidyPayments: { id: string }[];
  combiniPayments: { id: string }[];
}

const SEARCH = `query Search($searchKeyword: String!) {
  fuzzySearch(searchKeyword: $searchKeyword) {
    consumers { id } paidyPayments { id } combiniPayments { id }
  }
}`;

const PAYMENTS = `query Payments($consumerId: ID!) { paymentsV2(consumerId: $consumerId) { payments { id } } }`;
const PAYMENT = `query Payment($paymentId: ID!) { payment(paymentId: $paymentId) { order { orderRef } } }`;

async function find(request: APIRequestContext, keyword: string): Promise<Found> {
  return (await gql<{ fuzzySearch: Found }>(request, SEARCH, { searchKeyword: keyword })).fuzzySearch;
}

/** True when the keyword finds exactly this one record and nothing else (the search opens it). */
function onlyOne(found: Found, list: 'consumers' | 'paidyPayments', id: string): boolean {
  const lists = [found.consumers, found.paidyPayments, found.combiniPayments];
  return found[list].length === 1 && found[list][0].id === id && lists.flat().length === 1;
}

/** Common starts of family names in kana: together they find many of the seeded consumers. */
const KANA_PROBES = ['サト', 'スズ', 'タカ', 'タナ', 'ワタ', 'イト', 'ヤマ', 'ナカ', 'コバ', 'カト', 'ヨシ'];

async function seededConsumers(request: APIRequestContext) {
  const seen = new Map<string, Found['consumers'][number]>();
  for (const probe of KANA_PROBES) for (const c of (await find(request, probe)).consumers) seen.set(c.id, c);
  return [...seen.values()];
}

/** '819012345678' → '5678-…': the last 8 digits the way a caller reads them, 4 and 4 with a hyphen. */
const lastEight = (phone: string) => `${phone.slice(-8, -4)}-${phone.slice(-4)}`;
const localPart = (email: string) => email.split('@')[0];

interface Picked {
  phoneConsumer: string;
  phoneTail: string;
  emailConsumer: string;
  emailLocal: string;
  payment: string;
  orderRef: string;
}

async function pick(request: APIRequestContext): Promise<Picked> {
  const consumers = await seededConsumers(request);
  const picked: Partial<Picked> = {};
  for (const c of consumers) {
    // Search answers carry contact data masked: the whole phone and e-mail come from the consumer page's query.
    const whole = await wholeContact(request, c.id);
    const phone = whole.phone ?? '';
    const email = whole.email ?? '';
    if (!picked.phoneConsumer && phone && onlyOne(await find(request, lastEight(phone)), 'consumers', c.id))
      Object.assign(picked, { phoneConsumer: c.id, phoneTail: lastEight(phone) });
    else if (
      !picked.emailConsumer &&
      email &&
      onlyOne(await find(request, localPart(email)), 'consumers', c.id)
    )
      Object.assign(picked, { emailConsumer: c.id, emailLocal: localPart(email) });
    else if (!picked.payment) {
      const { payments } = (
        await gql<{ paymentsV2: { payments: { id: string }[] } }>(request, PAYMENTS, { consumerId: c.id })
      ).paymentsV2;
      for (const { id } of payments.slice(0, 3)) {
        const { payment } = await gql<{ payment: { order: { orderRef: string | null } | null } | null }>(
          request,
          PAYMENT,
          { paymentId: id },
        );
        const ref = payment?.order?.orderRef;
        if (ref && onlyOne(await find(request, ref), 'paidyPayments', id)) {
          Object.assign(picked, { payment: id, orderRef: ref });
          break;
        }
      }
    }
    if (picked.phoneConsumer && picked.emailConsumer && picked.payment) return picked as Picked;
  }
  throw new Error(`not every kind found in the demo data: ${JSON.stringify(picked)}`);
}

async function searchFromHeader(page: Page, keyword: string) {
  const box = page.getByRole('banner').getByRole('searchbox');
  await box.fill(keyword);
  await box.press('Enter');
}

test('an order reference, the last 8 digits of a phone and an e-mail local part each open their record', async ({
  page,
  smtp,
}) => {
  await signInAt(page, smtp, admin);
  const picked = await pick(page.request);

  // The order number the caller reads from the shop's confirmation: straight to the payment.
  await searchFromHeader(page, picked.orderRef);
  await expect(page).toHaveURL(new RegExp(`/payments/${picked.payment}/auth$`));
  await expect(page.getByRole('main').getByText(picked.payment).first()).toBeVisible();

  // The last 8 digits of the phone, 4-4 with a hyphen: straight to the consumer.
  await searchFromHeader(page, picked.phoneTail);
  await expect(page).toHaveURL(new RegExp(`/consumers/${picked.phoneConsumer}/details$`));

  // The part of the e-mail address before the @: straight to the consumer.
  await searchFromHeader(page, picked.emailLocal);
  await expect(page).toHaveURL(new RegExp(`/consumers/${picked.emailConsumer}/details$`));
});

test('full-width digits of a phone tail and an order reference in lower case are found too', async ({
  page,
  smtp,
}) => {
  await signInAt(page, smtp, admin);
  const picked = await pick(page.request);
  const fullWidth = picked.phoneTail.replace(/[0-9-]/g, (ch) =>
    String.fromCharCode(ch.charCodeAt(0) + 0xfee0),
  );
  await searchFromHeader(page, fullWidth);
  await expect(page).toHaveURL(new RegExp(`/consumers/${picked.phoneConsumer}/details$`));
  await searchFromHeader(page, picked.orderRef.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`/payments/${picked.payment}/auth$`));
});
