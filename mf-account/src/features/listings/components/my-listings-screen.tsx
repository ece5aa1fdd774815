// My Listings: my cars from the API with search, lead downloads, mark sold and delete.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, type Car, MESSAGES, useSessionUser } from '@carmarket/shared';
import { CardGrid } from '@carmarket/shared/card-grid';
import { AccountScreen } from '../../../components/account-screen';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState, QueryState } from '../../../components/screen-state';
import { SearchField } from '../../../components/toolbar-fields';
import { errorMessage } from '../../../lib/error-message';
import { useConfirmation } from '../../../lib/use-confirmation';
import { useNotice } from '../../../lib/use-notice';
import { downloadLeads } from '../../leads/download-leads';
import { useDeleteCar } from '../api/delete-car';
import { useUserCars } from '../api/get-user-cars';
import { useMarkCarSold } from '../api/mark-car-sold';
import { searchListings } from '../search-listings';
import { ListingCard } from './listing-card';

type PendingAction = { kind: 'sold' | 'delete'; car: Car };

export function MyListingsScreen() {
  const user = useSessionUser();
  const cars = useUserCars(user?.id);
  const sale = useMarkCarSold(user?.id);
  const removal = useDeleteCar(user?.id);
  const [search, setSearch] = useState('');
  const pending = useConfirmation<PendingAction>('Something went wrong');
  const { notice, setNotice } = useNotice();

  const visible = searchListings(cars.data ?? [], search);

  const confirmPending = () =>
    pending.confirm(async ({ kind, car }) => {
      if (kind === 'sold') {
        await sale.mutateAsync(car.id);
        setNotice({ text: `${car.carName} marked as sold`, tone: 'success' });
      } else {
        await removal.mutateAsync(car.id);
        setNotice({ text: `${car.carName} deleted`, tone: 'success' });
      }
    });

  const download = async (car?: Car) => {
    setNotice({ text: 'Preparing leads…' });
    try {
      const { count } = await downloadLeads(car ? { id: car.id, carName: car.carName } : undefined);
      setNotice(
        count > 0
          ? { text: `Downloaded ${count} ${count === 1 ? 'lead' : 'leads'}`, tone: 'success' }
          : { text: car ? `No enquiries yet for ${car.carName}` : 'No enquiries yet for your cars' },
      );
    } catch (error) {
      setNotice({ text: errorMessage(error, 'Could not download the leads'), tone: 'danger' });
    }
  };

  return (
    <AccountScreen
      id="listings"
      title="My Listing"
      actions={
        <Button type="button" $variant="secondary" onClick={() => void download()}>
          Download All Leads
        </Button>
      }
      notice={notice}
      searches
      toolbar={
        <SearchField
          id="listings-search"
          label="Search your cars"
          placeholder="Search by brand, model or city"
          value={search}
          onChange={setSearch}
        />
      }
    >
      <QueryState
        query={cars}
        loadingText="Loading cars..."
        errorText={MESSAGES.fetchDemoCarsFailed}
        empty={
          visible.length === 0 && (
            <>
              <EmptyState text="No cars found" />
              {(cars.data ?? []).length === 0 && (
                <p>
                  <Link to="/sell">Add your first car</Link>
                </p>
              )}
            </>
          )
        }
      >
        <CardGrid aria-label="My cars" $columns={{ base: 1, md: 2 }}>
          {visible.map((car, index) => (
            <li key={car.id}>
              <ListingCard
                car={car}
                eager={index < 2}
                actions={{
                  onMarkSold: (c) => pending.ask({ kind: 'sold', car: c }),
                  onDelete: (c) => pending.ask({ kind: 'delete', car: c }),
                  onDownloadLead: (c) => void download(c),
                }}
              />
            </li>
          ))}
        </CardGrid>
      </QueryState>
      <ConfirmDialog
        {...pending.dialog}
        open={pending.target?.kind === 'sold'}
        title="Mark this car as sold?"
        description={
          pending.target
            ? `${pending.target.car.carName} will be shown as sold and leaves the public listing. This cannot be undone.`
            : undefined
        }
        confirmLabel="Mark as Sold"
        onConfirm={() => void confirmPending()}
      />
      <ConfirmDialog
        {...pending.dialog}
        open={pending.target?.kind === 'delete'}
        title="Delete this car?"
        description={pending.target ? `${pending.target.car.carName} will be removed for good.` : undefined}
        confirmLabel="Delete"
        danger
        onConfirm={() => void confirmPending()}
      />
    </AccountScreen>
  );
}
