// /compare?ids=a,b,c: up to three cars side by side. The URL is the state (shareable, and what the
// shell's server renders); removing or adding a car is a new URL, and the comparison after an edit
// becomes the visitor's compare tray. A sold car says Sold, a deleted or unknown id says so in its
// column, and the rest of the page works around it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageHead } from '@carmarket/shared';
import { seoCarOf } from '../../car-detail/car-seo';
import { useComparedCars } from '../api/get-compared-cars';
import { carsOfColumns, compareColumnOf, joinNames } from '../compare-columns';
import { COMPARE_LIMIT, compareHref, isCanonicalCompareSearch, parseCompareIds } from '../compare-ids';
import { addedToCompareMessage, removedFromCompareMessage } from '../compare-messages';
import { compareRows } from '../compare-rows';
import { trayCarOfDetail } from '../compare-tray-car';
import type { CompareTrayCar } from '../compare-tray-storage';
import { useCompareTray, useCompareTrayActions } from '../hooks/use-compare-tray';
import { AddCarToCompare } from './add-car-to-compare';
import { CompareTable } from './compare-table';
import { StyledBreadcrumb, StyledComparePage, StyledEmpty, StyledNotice, StyledTableTools } from './compare-page.styles';

const DESCRIPTION_FACTS = 'price, EMI, year, km driven, fuel, transmission, body type, ownership, seats, mileage, location and seller type';

function CompareHead({ names, ids, image }: { names: string[]; ids: string[]; image?: string }) {
  const title = names.length > 0 ? `Compare ${names.join(' vs ')}` : 'Compare cars';
  const description =
    names.length > 0
      ? `${joinNames(names)} side by side: ${DESCRIPTION_FACTS}.`
      : `Compare up to ${COMPARE_LIMIT} used cars side by side: ${DESCRIPTION_FACTS}.`;
  // A comparison of listings is for the visitor and the people they share it with, not for search
  // results (every combination of cars would be a page): canonical, but not indexed.
  return <PageHead title={title} description={description} path={compareHref(ids)} image={image} noIndex />;
}

export function ComparePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { ids, overLimit } = useMemo(() => parseCompareIds(location.search), [location.search]);
  // Said once, for the link as it arrived: the URL is rewritten to its canonical form below.
  const [leftOut] = useState(overLimit.length);
  const results = useComparedCars(ids);
  const columns = useMemo(() => ids.map((id, index) => compareColumnOf(id, results[index])), [ids, results]);
  const cars = useMemo(() => carsOfColumns(columns), [columns]);
  const rows = useMemo(() => compareRows(cars), [cars]);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const tray = useCompareTray();
  const { replace } = useCompareTrayActions();
  const [status, setStatus] = useState('');
  // After an edit the button pressed is gone: focus goes to the comparison (its caption names the
  // cars now compared), or to the heading once none is left.
  const [focusAfterEdit, setFocusAfterEdit] = useState(0);
  const tableFrame = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusAfterEdit > 0) (tableFrame.current ?? heading.current)?.focus();
  }, [focusAfterEdit]);

  // One URL per comparison: spaces, repeats, a fourth id or an encoded comma are written back canonical.
  useEffect(() => {
    if (!isCanonicalCompareSearch(location.search)) navigate(compareHref(ids), { replace: true });
  }, [location.search, ids, navigate]);

  const names = cars.flatMap((car) => (car ? [car.name] : []));
  const firstImage = cars.map((car) => (car ? seoCarOf(car).images[0] : undefined)).find(Boolean);

  /** The compared cars after an edit become the tray, with what the page knows of each. */
  const showAndKeep = (nextIds: string[], added?: CompareTrayCar) => {
    const entryOf = (id: string): CompareTrayCar | null => {
      if (added?.id === id) return added;
      const column = columns.find((c) => c.id === id);
      if (column?.state === 'car') return trayCarOfDetail(column.car);
      // A car that is gone is not kept; one still loading or failed keeps what the tray knew of it.
      if (column?.state === 'not-found') return null;
      return tray.find((entry) => entry.id === id) ?? { id, name: 'Car' };
    };
    replace(nextIds.map(entryOf).filter((entry): entry is CompareTrayCar => entry !== null));
    navigate(compareHref(nextIds));
    setFocusAfterEdit((count) => count + 1);
  };

  const onRemove = (id: string, name: string | null) => {
    const next = ids.filter((other) => other !== id);
    showAndKeep(next);
    setStatus(removedFromCompareMessage(name ?? 'The car', next.length));
  };

  const onAdd = (car: CompareTrayCar) => {
    if (ids.includes(car.id)) return;
    if (ids.length >= COMPARE_LIMIT) {
      setStatus(`You can compare up to ${COMPARE_LIMIT} cars. Remove one to add ${car.name}.`);
      return;
    }
    const next = [...ids, car.id];
    showAndKeep(next, car);
    setStatus(addedToCompareMessage(car.name, next.length));
  };

  const onRetry = (id: string) => {
    const index = ids.indexOf(id);
    void results[index]?.refetch();
  };

  const anyDiffers = rows.some((row) => row.differs);
  // Only differences, while there are any: a comparison left with one car still shows its facts.
  const showOnlyDifferences = onlyDifferences && anyDiffers;
  const shownRows = showOnlyDifferences ? rows.filter((row) => row.differs) : rows;

  return (
    <StyledComparePage>
      <CompareHead names={names} ids={ids} image={firstImage} />
      <StyledBreadcrumb aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/buy-car">Buy Car</Link>
          </li>
          <li aria-current="page">Compare</li>
        </ol>
      </StyledBreadcrumb>
      <h1 ref={heading} tabIndex={-1}>
        Compare cars
      </h1>
      {leftOut > 0 && (
        <StyledNotice>
          You can compare up to {COMPARE_LIMIT} cars at once: the first {COMPARE_LIMIT} of this link are shown.
        </StyledNotice>
      )}
      <p role="status">{status}</p>

      {ids.length === 0 ? (
        <StyledEmpty aria-labelledby="compare-empty-heading">
          <h2 id="compare-empty-heading">No cars to compare yet</h2>
          <p>
            Pick up to {COMPARE_LIMIT} cars with <strong>Compare</strong> on the cards of the <Link to="/buy-car">used car listing</Link>,
            or search for them below.
          </p>
        </StyledEmpty>
      ) : (
        <>
          <StyledTableTools>
            <label>
              <input
                type="checkbox"
                checked={showOnlyDifferences}
                disabled={!anyDiffers}
                onChange={(event) => setOnlyDifferences(event.target.checked)}
              />
              Show only differences
            </label>
          </StyledTableTools>
          <CompareTable columns={columns} rows={shownRows} onRemove={onRemove} onRetry={onRetry} frameRef={tableFrame} />
        </>
      )}

      {ids.length < COMPARE_LIMIT ? (
        <AddCarToCompare comparedIds={ids} onAdd={onAdd} />
      ) : (
        <StyledNotice>{COMPARE_LIMIT} cars is the most a comparison holds: remove one to add another.</StyledNotice>
      )}
    </StyledComparePage>
  );
}
