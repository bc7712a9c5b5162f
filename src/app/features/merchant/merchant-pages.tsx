// Merchant page, /merchant/{tab} (document 2 §2, §5, §8): the enabled (application) and disabled merchant
// lists, and report_setting (report-setting-tab.tsx).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NavLink, useParams } from 'react-router-dom';
import { MERCHANT_TABS, paths } from '../../paths';
import { type Column } from '../../ui/data-table';
import { formatDateTime } from '../../../shared/format';
import { PagedTableSection } from '../../ui/paged-table-section';
import { PageHeading } from '../../ui/page-heading';
import { merchantsQueryOptions } from './api/merchant-api';
import { MERCHANT_PAGE_SIZE } from './merchant-rules';
import { Text } from '../../../i18n/text';
import { useT } from '../../../i18n/use-t';
import { ReportSettingTab } from './report-setting-tab';
import { CsvExportButton } from '../../ui/csv-export-button';

type MerchantTab = (typeof MERCHANT_TABS)[number];

function isMerchantTab(tab: string): tab is MerchantTab {
  return (MERCHANT_TABS as readonly string[]).includes(tab);
}

export function MerchantPage() {
  const t = useT();
  const { tabName = '' } = useParams();
  return (
    <section className="merchant-page">
      <PageHeading title={t('merchant.title')} />
      <nav className="tabs" aria-label={t('merchant.title')}>
        {MERCHANT_TABS.map((tab) => (
          <NavLink key={tab} to={paths.merchant.tab(tab)}>
            {t(`merchant.tab.${tab}`)}
          </NavLink>
        ))}
      </nav>
      {!isMerchantTab(tabName) ? (
        <p role="alert">{t('merchant.unknownTab')}</p>
      ) : tabName === 'report_setting' ? (
        <ReportSettingTab />
      ) : (
        <MerchantList disabled={tabName === 'merchant_disabled'} key={tabName} />
      )}
    </section>
  );
}

interface MerchantRowView {
  id: string;
  name: string;
  createdAt: number;
  disabledAt?: number | null;
  deactivatedMonths: readonly string[];
}

function MerchantList({ disabled }: { disabled: boolean }) {
  const t = useT();
  const query = useQuery(merchantsQueryOptions(disabled));
  const columns = useMemo<Column<MerchantRowView>[]>(
    () => [
      { key: 'id', header: <Text id="merchant.column.id" />, cell: (m) => m.id },
      { key: 'name', header: <Text id="merchant.column.name" />, cell: (m) => m.name },
      {
        key: 'createdAt',
        header: <Text id="merchant.column.createdAt" />,
        cell: (m) => formatDateTime(m.createdAt),
      },
      ...(disabled
        ? [
            {
              key: 'disabledAt',
              header: <Text id="merchant.column.disabledAt" />,
              cell: (m: MerchantRowView) => (m.disabledAt != null ? formatDateTime(m.disabledAt) : ''),
            },
          ]
        : []),
      {
        key: 'deactivatedMonths',
        header: <Text id="merchant.column.deactivatedMonths" />,
        cell: (m) => m.deactivatedMonths.join(', '),
      },
    ],
    [disabled],
  );
  return (
    <PagedTableSection
      title={disabled ? t('merchant.disabledTable') : t('merchant.enabledTable')}
      headingId={disabled ? 'merchants-disabled' : 'merchants-enabled'}
      pageSize={MERCHANT_PAGE_SIZE}
      query={query}
      columns={columns}
      rowKey={(m) => m.id}
      empty={disabled ? t('merchant.noDisabledMerchants') : t('merchant.noMerchants')}
      actions={<CsvExportButton table="merchants" scope={{ disabled }} />}
    />
  );
}
