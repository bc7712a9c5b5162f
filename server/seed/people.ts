// Names, e-mail addresses, mobile numbers and postal addresses of demo consumers and buyers.
import { FAMILY_NAMES, FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES } from './japanese-names';
import { BUILDING_NAMES, PREFECTURES, TOWN_NAMES } from './japanese-addresses';
import type { Generator, Person, Address } from './state';

export function makePerson(gen: Generator): Person {
  const { rng } = gen;
  const family = rng.pick(FAMILY_NAMES);
  const gender = rng.chance(0.5) ? 'male' : 'female';
  const given = rng.pick(gender === 'male' ? MALE_GIVEN_NAMES : FEMALE_GIVEN_NAMES);
  return {
    kanji: `${family.kanji} ${given.kanji}`,
    kana: `${family.kana} ${given.kana}`,
    familyKanji: family.kanji,
    givenKanji: given.kanji,
    familyKana: family.kana,
    givenKana: given.kana,
    romajiFamily: family.romaji,
    romajiGiven: given.romaji,
    gender,
  };
}

export function makeEmail(gen: Generator, p: Person): string {
  const { rng } = gen;
  const domain = rng.weighted([
    ['gmail.com', 35],
    ['yahoo.co.jp', 20],
    ['icloud.com', 15],
    ['docomo.ne.jp', 10],
    ['outlook.jp', 8],
    ['ezweb.ne.jp', 7],
    ['softbank.ne.jp', 5],
  ] as const);
  const g = p.romajiGiven;
  const f = p.romajiFamily;
  const local = rng.weighted([
    [`${g}.${f}`, 3],
    [`${f}${g}${rng.int(1, 99)}`, 3],
    [`${g}${rng.int(60, 99)}${rng.int(1, 12)}`, 2],
    [`${f}_${g}`, 2],
    [`${g[0]}${f}${rng.digits(3)}`, 2],
    [`${g}-${f}.${rng.digits(2)}`, 1],
  ] as const);
  let email = `${local}@${domain}`;
  while (gen.usedEmails.has(email)) email = `${local}${rng.digits(3)}@${domain}`;
  gen.usedEmails.add(email);
  return email;
}

/** A mobile number (070/080/090) in the stored form 81XXXXXXXXXX; unique across consumers. */
export function makePhone(gen: Generator): string {
  const { rng } = gen;
  let phone: string;
  do {
    phone = `81${rng.weighted([
      ['90', 5],
      ['80', 4],
      ['70', 2],
    ] as const)}${rng.digits(8)}`;
  } while (gen.usedPhones.has(phone));
  gen.usedPhones.add(phone);
  return phone;
}

export function makeAddress(gen: Generator): Address {
  const { rng } = gen;
  const pref = rng.weighted(PREFECTURES.map((p) => [p, p.cities.length] as const));
  const city = rng.pick(pref.cities);
  const town = rng.pick(TOWN_NAMES);
  const chome = rng.int(1, 6);
  const line2 = rng.chance(0.85)
    ? `${town}${chome}丁目${rng.int(1, 30)}-${rng.int(1, 25)}`
    : `${town}${rng.int(100, 2999)}番地`;
  const line1 = rng.chance(0.55)
    ? `${rng.pick(BUILDING_NAMES)}${rng.chance(0.5) ? city.name.replace(/市.*|区$/, '') : ''} ${rng.int(1, 12)}0${rng.int(1, 9)}号室`
    : null;
  return { line1, line2, city: city.name, state: pref.name, zip: `${city.zip3}-${rng.digits(4)}` };
}
