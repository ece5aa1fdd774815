// My Enquiries: the cars I asked about, with the owner's contact, search, sort by price and a menu.
import { useState } from 'react';
import { sessionUserAtom, shareLink, useAtomValue, useDocumentTitle, type Enquiry } from '@carmarket/shared';
import { CardGrid } from '@carmarket/shared/card-grid';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/screen-state';
import { StyledNotice, StyledScreen, StyledScreenHeader, StyledToolbar } from '../../../components/screen.styles';
import { BESIDE_SEARCH, SearchField, SelectField } from '../../../components/toolbar-fields';
import { errorMessage } from '../../../lib/error-message';
import { useSaveCar } from '../../saved-cars/api/saved-cars';
import { useDeleteEnquiry } from '../api/delete-enquiry';
import { MY_ENQUIRIES_FETCH_FAILED, useMyEnquiries } from '../api/get-my-enquiries';
import { applyEnquiriesQuery, ENQUIRY_SORTS, type EnquirySort } from '../enquiries-query';
import { EnquiryCard } from './enquiry-card';

export function MyEnquiriesScreen() {
  useDocumentTitle('My Enquiries');
  const user = useAtomValue(sessionUserAtom);
  const enquiries = useMyEnquiries(user?.id);
  const saving = useSaveCar(user?.id);
  const removal = useDeleteEnquiry(user?.id);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<EnquirySort>('recent');
  const [toDelete, setToDelete] = useState<Enquiry | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone?: 'success' | 'danger' }>({ text: '' });
  const visible = applyEnquiriesQuery(enquiries.data ?? [], search, sort);

  const save = async (enquiry: Enquiry) => {
    try {
      await saving.mutateAsync(enquiry.car.id);
      setNotice({ text: `${enquiry.car.carName} saved to your Saved Cars`, tone: 'success' });
    } catch (error) {
      setNotice({ text: errorMessage(error, 'Could not save the car'), tone: 'danger' });
    }
  };

  const share = async (enquiry: Enquiry) => {
    const url = `${window.location.origin}/buy-car/${encodeURIComponent(enquiry.car.id)}`;
    const outcome = await shareLink({ title: enquiry.car.carName, url });
    if (outcome === 'copied') setNotice({ text: 'Link copied to the clipboard', tone: 'success' });
    if (outcome === 'failed') setNotice({ text: `Could not share. The link is ${url}`, tone: 'danger' });
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setBusy(true);
    setDeleteError(null);
    try {
      await removal.mutateAsync(toDelete.id);
      setNotice({ text: 'Enquiry deleted', tone: 'success' });
      setToDelete(null);
    } catch (error) {
      setDeleteError(errorMessage(error, 'Could not delete the enquiry'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledScreen aria-labelledby="enquiries-title">
      <StyledScreenHeader>
        <h1 id="enquiries-title">My Enquiries</h1>
      </StyledScreenHeader>
      <StyledToolbar role="search">
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
      </StyledToolbar>
      <StyledNotice role="status" $tone={notice.tone}>
        {notice.text}
      </StyledNotice>
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
                actions={{ onSave: (e) => void save(e), onShare: (e) => void share(e), onDelete: (e) => setToDelete(e) }}
              />
            </li>
          ))}
        </CardGrid>
      </QueryState>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this enquiry?"
        description={toDelete ? `Your enquiry about ${toDelete.car.carName} will be removed.` : undefined}
        confirmLabel="Delete"
        danger
        busy={busy}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setToDelete(null);
          setDeleteError(null);
        }}
      />
    </StyledScreen>
  );
}
