// Details tab (document 2 §2): names, birth date, contact and address, with a link to the account page.
import { Link } from 'react-router-dom';
import { paths } from '../../../paths';
import { joinAddress } from '../../../ui/address';
import { KeyValueTable } from '../../../ui/key-value-table';
import { phoneOrNotAvailable, textOrNotAvailable } from '../../../ui/not-available';
import type { ConsumerPageData } from '../api/consumer-page-query';
import { dateOfBirthOrEmpty, kanaNameOrPlaceholder } from '../consumer-rules';
import { CONSUMER_TEXTS } from '../consumer-texts';

export function DetailsTab({ data }: { data: ConsumerPageData }) {
  const c = data.consumer;
  if (!c) return null;
  return (
    <>
      <KeyValueTable
        rows={[
          [
            'Kana name / kanji name',
            `${kanaNameOrPlaceholder(c.kanaName)} / ${textOrNotAvailable(c.kanjiName)}`,
          ],
          ['Date of birth', dateOfBirthOrEmpty(c.dateOfBirth)],
          ['E-mail', textOrNotAvailable(c.email)],
          ['Phone', phoneOrNotAvailable(c.phone)],
          ['Address', joinAddress(c.address)],
        ]}
      />
      <p>
        <Link to={paths.account.detail(c.id)}>{CONSUMER_TEXTS.accountLink}</Link>
      </p>
    </>
  );
}
