// One demo consumer: its profile (forced for the first ones so every case shows), its row and history,
// then everything it owns, area by area, in a fixed order (the random sequence depends on it).
import * as t from '../db/schema/index';
import { ID_PREFIXES } from '../../src/shared/id-patterns';
import { LEGAL_STATUS_KEYS, carriesNote, type LegalStatus } from '../../src/shared/legal-status';
import { CLOSE_REASONS, DISABLE_REASONS, ENABLE_REASONS } from './catalogue';
import { DAY, type Generator, type Profile, type ConsumerContext, type Insert } from './state';
import { makeBills } from './billing';
import { makeConsumerExtras } from './consumer-extras';
import { makeFraud } from './fraud';
import { makePayments } from './payments';
import { makePerson, makeEmail, makePhone, makeAddress } from './people';
import { plusProfile, makePlus } from './plus';

/** Features forced on the first consumers so that even a small seed shows every case. */
function forcedProfile(i: number): Profile {
  const nonNormal = LEGAL_STATUS_KEYS.filter((k) => k !== 'Normal');
  if (i === 0)
    return { plus: 'full', van: true, minPayments: 12, tatekae: true, installments: true, multiPay: true };
  if (i >= 1 && i <= nonNormal.length)
    return { legalStatus: nonNormal[i - 1], overdue: i % 2 === 0, minPayments: 2 };
  const rest: Profile[] = [
    { closed: 'staff', minPayments: 2 },
    { closed: 'consumer', minPayments: 1 },
    { fraud: 'active', minPayments: 4 },
    { fraud: 'unflagged', minPayments: 3 },
    { plus: 'nlp', van: true, minPayments: 5 },
    { plus: 'pending' },
    { plus: 'rejected', minPayments: 2 },
    { overdue: true, minPayments: 4, van: false },
    { installments: true, plus: 'full', minPayments: 8, van: true },
    { multiPay: true, minPayments: 2 },
    { exclusion: true, minPayments: 2 },
    { reenabled: true, minPayments: 2 },
    { tatekae: true, minPayments: 3, plus: 'full' },
  ];
  return rest[i - nonNormal.length - 1] ?? {};
}

export function makeConsumer(gen: Generator, index: number): void {
  const { rng, now } = gen;
  const profile = forcedProfile(index);
  const person = makePerson(gen);
  const id = rng.id(ID_PREFIXES.consumer);
  const address = makeAddress(gen);
  const createdAt = gen.daytime(now - rng.int(20, 5 * 365) * DAY);
  const dobYear = new Date(now).getUTCFullYear() - rng.int(18, 78);
  const dateOfBirth = rng.chance(0.03)
    ? null
    : `${dobYear}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;

  const legalStatus: LegalStatus =
    profile.legalStatus ??
    (rng.chance(0.9) ? 'Normal' : rng.pick(LEGAL_STATUS_KEYS.filter((k) => k !== 'Normal')));
  const fraud = profile.fraud ?? (rng.chance(0.025) ? 'active' : rng.chance(0.01) ? 'unflagged' : undefined);
  const closedKind =
    profile.closed ??
    (index > 40 && !fraud && legalStatus === 'Normal' && rng.chance(0.05)
      ? rng.pick(['staff', 'consumer'] as const)
      : undefined);
  const disabledReason =
    fraud !== undefined
      ? '不正利用の疑い'
      : carriesNote(legalStatus)
        ? '法的ステータス変更に伴う停止'
        : rng.chance(0.03)
          ? rng.pick(DISABLE_REASONS)
          : null;

  let status: t.ConsumerStatus = 'Enabled';
  if (closedKind) status = 'Closed';
  else if (disabledReason) status = 'Disabled';
  const reenabled = !closedKind && !disabledReason && (profile.reenabled || rng.chance(0.02));

  const closedAt = closedKind ? gen.daytime(gen.between(createdAt + 60 * DAY, now - 3 * DAY)) : null;
  const activeUntil = closedAt ?? now;
  const ekyc = plusProfile(gen, profile, closedKind !== undefined);
  const liquidApplicationId = ekyc === 'never_applied' ? null : rng.uuid();

  const email = makeEmail(gen, person);
  const phone = makePhone(gen);
  gen.consumers.push({
    id,
    status,
    legalStatus,
    kanjiName: person.kanji,
    kanaName: index > 30 && rng.chance(0.02) ? null : person.kana,
    dateOfBirth,
    email,
    phone,
    ...address,
    createdAt: new Date(createdAt),
    updatedAt: new Date(closedAt ?? createdAt),
    closedAt: closedAt ? new Date(closedAt) : null,
    closedBy: closedKind === 'staff' ? gen.staff() : closedKind === 'consumer' ? 'consumer' : null,
    liquidApplicationId,
    analyticsUrl: rng.chance(0.97)
      ? `https://mixpanel.com/project/2195193/view/1/app/profile#distinct_id=${id}`
      : null,
  });

  const ctx: ConsumerContext = {
    id,
    person,
    email,
    phone,
    address,
    createdAt,
    activeUntil,
    closed: closedKind !== undefined,
    profile,
    legalStatus,
    plus: ekyc,
    apple: 'never_started',
    settlement: rng.weighted([
      ['AutoDebit', 45],
      ['Combini', 40],
      ['BankTransfer', 15],
    ] as const),
    overdue: !closedKind && (profile.overdue ?? rng.chance(carriesNote(legalStatus) ? 0.5 : 0.04)),
    hasVan: profile.van ?? rng.chance(0.3),
    fraudFlaggedAt: null,
    payments: [],
  };
  if (ctx.settlement === 'BankTransfer') ctx.hasVan = true;

  makeHistory(gen, ctx, status, disabledReason, closedAt, reenabled);
  makePlus(gen, ctx);
  const firstCharge = gen.charges.length;
  makePayments(gen, ctx);
  makeBills(gen, ctx, gen.charges.slice(firstCharge));
  makeFraud(gen, ctx, fraud);
  makeConsumerExtras(gen, ctx);
}

type HistoryRow = Insert<typeof t.consumerHistory>;

function makeHistory(
  gen: Generator,
  c: ConsumerContext,
  status: t.ConsumerStatus,
  disabledReason: string | null,
  closedAt: number | null,
  reenabled: boolean,
): void {
  const { rng } = gen;
  const changedEmail = rng.chance(0.12);
  const changedPhone = rng.chance(0.08);
  const moved = rng.chance(0.08);
  const originalEmail = changedEmail
    ? `${c.person.romajiGiven}${rng.digits(4)}@${rng.pick(['gmail.com', 'yahoo.co.jp', 'docomo.ne.jp'])}`
    : c.email;
  const originalPhone = changedPhone ? `81${rng.pick(['90', '80'])}${rng.digits(8)}` : c.phone;
  const originalAddress = moved ? makeAddress(gen) : c.address;
  gen.history.push({
    consumerId: c.id,
    kind: 'Created',
    occurredAt: new Date(c.createdAt),
    source: rng.weighted([
      ['checkout', 70],
      ['app', 25],
      ['merchant', 5],
    ] as const),
    email: originalEmail,
    phone: originalPhone,
    name1: c.person.kanji,
    name2: c.person.kana,
    dateOfBirth: gen.consumers[gen.consumers.length - 1].dateOfBirth,
    ...originalAddress,
  });
  let at = c.createdAt;
  // The next record, a step after the last; `fields` runs after the step, so its draws follow the step's.
  const next = (
    kind: t.ConsumerHistoryKind,
    fields: () => Omit<HistoryRow, 'consumerId' | 'kind' | 'occurredAt'>,
  ) => {
    at = gen.daytime(gen.between(at + DAY, Math.min(c.activeUntil, at + 400 * DAY)));
    gen.history.push({ consumerId: c.id, kind, occurredAt: new Date(at), ...fields() });
  };
  if (changedEmail)
    next('Updated', () => ({
      agent: rng.chance(0.7) ? 'consumer' : gen.staff(),
      email: c.email,
      emailVerificationInfo: { verified: true, verifiedAt: at + 120_000, method: 'link' },
    }));
  if (changedPhone) next('Updated', () => ({ agent: gen.staff(), phone: c.phone }));
  if (moved) next('Updated', () => ({ agent: 'consumer', ...c.address }));
  if (c.legalStatus !== 'Normal') next('Updated', () => ({ agent: gen.staff(), legalStatus: c.legalStatus }));
  if (reenabled) {
    // One staff member disabled the account and enabled it again.
    let agent = '';
    next('Disabled', () => {
      agent = gen.staff();
      return { agent, reason: rng.pick(DISABLE_REASONS) };
    });
    next('Enabled', () => ({ agent, reason: rng.chance(0.8) ? rng.pick(ENABLE_REASONS) : null }));
  }
  if (status === 'Disabled' && disabledReason)
    next('Disabled', () => ({ agent: gen.staff(), reason: disabledReason }));
  if (status === 'Closed' && closedAt) {
    const last = gen.consumers[gen.consumers.length - 1];
    gen.history.push({
      consumerId: c.id,
      kind: 'Closed',
      occurredAt: new Date(closedAt),
      agent: last.closedBy,
      reason: rng.chance(0.85) ? rng.pick(CLOSE_REASONS) : null,
    });
  }
  gen.consumers[gen.consumers.length - 1].updatedAt = new Date(Math.max(at, closedAt ?? 0));
}
