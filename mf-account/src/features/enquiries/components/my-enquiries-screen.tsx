// My Enquiries: the cars I asked about, with the owner's contact, search, sort by price and a menu.
import { useState } from 'react';
import { type Enquiry, useSessionUser } from '@carmarket/shared';
import { shareLink } from '@carmarket/shared/share-link';
import { CardGrid } from '@carmarket/shared/card-grid';
import { AccountScreen } from '../../../components/account-screen';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/screen-state';
import { BESIDE_SEARCH, SearchField, SelectField } from '../../../components/toolbar-fields';
import { useConfirmation } from '../../../lib/use-confirmation';
import { useNotice } from '../../../lib/use-notice';
import { useSaveCar } from '../../saved-cars/api/saved-cars';
import { useDeleteEnquiry } from '../api/delete-enquiry';
import { MY_ENQUIRIES_FETCH_FAILED, useMyEnquiries } from '../api/get-my-enquiries';
import { applyEnquiriesQuery, ENQUIRY_SORTS, type EnquirySort } from '../enquiries-query';
import { EnquiryCard } from './enquiry-card';

export function MyEnquiriesScreen() {
  const user = useSessionUser();
  const enquiries = useMyEnquiries(user?.id);
  const saving = useSaveCar(user?.id);
  const removal = useDeleteEnquiry(user?.id);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<EnquirySort>('recent');
  const deletion = useConfirmation<Enquiry>('Could not delete the enquiry');
  const { notice, setNotice, report } = useNotice();
  const visible = applyEnquiriesQuery(enquiries.data ?? [], search, sort);

  const save = (enquiry: Enquiry) =>
    report(
      () => saving.mutateAsync(enquiry.car.id),
      () => `${enquiry.car.carName} saved to your Saved Cars`,
      'Could not save the car',
    );

  const share = async (enquiry: Enquiry) => {
    const url = `${window.location.origin}/buy-car/${encodeURIComponent(enquiry.car.id)}`;
    const outcome = await shareLink({ title: enquiry.car.carName, url });
    if (outcome === 'copied') setNotice({ text: 'Link copied to the clipboard', tone: 'success' });
    if (outcome === 'failed') setNotice({ text: `Could not share. The link is ${url}`, tone: 'danger' });
  };

  const confirmDelete = () =>
    deletion.confirm(async (enquiry) => {
      await removal.mutateAsync(enquiry.id);
      setNotice({ text: 'Enquiry deleted', tone: 'success' });
    });

  return (
    <AccountScreen
      id="enquiries"
      title="My Enquiries"
      notice={notice}
      searches
      toolbar={
        <>
          <SearchField
            id="enquiries-search"
            label="Search enquiries"
            placeholder="Search by car, city or owner"
            value={search}
            onChange={setSearch}
          />
          <SelectField
            id="enquiries-sort"
            label="Sort by price"
            value={sort}
            options={ENQUIRY_SORTS}
            onChange={setSort}
            style={BESIDE_SEARCH}
          />
        </>
      }
    >
      <QueryState
        query={enquiries}
        loadingText="Loading enquiries…"
        errorText={MY_ENQUIRIES_FETCH_FAILED}
        empty={visible.length === 0 && ((enquiries.data ?? []).length === 0 ? 'No enquiries yet' : 'No enquiries found')}
      >
        <CardGrid aria-label="My enquiries" $columns={{ base: 1 }}>
          {visible.map((enquiry, index) => (
            <li key={enquiry.id}>
              <EnquiryCard
                enquiry={enquiry}
                eager={index < 2}
                actions={{ onSave: (e) => void save(e), onShare: (e) => void share(e), onDelete: deletion.ask }}
              />
            </li>
          ))}
        </CardGrid>
      </QueryState>
      <ConfirmDialog
        {...deletion.dialog}
        open={deletion.target !== null}
        title="Delete this enquiry?"
        description={deletion.target ? `Your enquiry about ${deletion.target.car.carName} will be removed.` : undefined}
        confirmLabel="Delete"
        danger
        onConfirm={() => void confirmDelete()}
      />
    </AccountScreen>
  );
}
