// Details tab (document 2 §2): names, birth date, contact and address, with a link to the account page.
import { Link } from 'react-router-dom';
import { paths } from '../../../paths';
import { joinAddress } from '../../../ui/address';
import { KeyValueTable } from '../../../ui/key-value-table';
import { phoneOrNotAvailable, textOrNotAvailable } from '../../../ui/not-available';
import type { ConsumerPageData } from '../api/consumer-page-query';
import { dateOfBirthOrEmpty, kanaNameOrPlaceholder } from '../consumer-rules';
import { CONSUMER_TEXTS, FIELD_LABELS } from '../consumer-texts';
import { useT } from '../../../../i18n/use-t';

export function DetailsTab({ data }: { data: ConsumerPageData }) {
  // Renders again when the language changes (the texts are read from the active catalogue).
  useT();
  const c = data.consumer;
  if (!c) return null;
  return (
    <>
      <KeyValueTable
        rows={[
          [
            FIELD_LABELS.kanaKanjiName,
            `${kanaNameOrPlaceholder(c.kanaName)} / ${textOrNotAvailable(c.kanjiName)}`,
          ],
          [FIELD_LABELS.dateOfBirth, dateOfBirthOrEmpty(c.dateOfBirth)],
          [FIELD_LABELS.email, textOrNotAvailable(c.email)],
          [FIELD_LABELS.phone, phoneOrNotAvailable(c.phone)],
          [FIELD_LABELS.address, joinAddress(c.address)],
        ]}
      />
      <p>
        <Link to={paths.account.detail(c.id)}>{CONSUMER_TEXTS.accountLink}</Link>
      </p>
    </>
  );
}
