// The comparison itself: one column per car (picture, name, Sold, remove), one row per fact, and
// the rows where the cars differ highlighted and marked 'Differs' in words (not by colour alone),
// which the caption explains. A real table: screen readers announce each value with its car and row.
import { useId, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { CarPicture } from '../../cars/components/car-picture';
import type { CompareColumn } from '../compare-columns';
import { joinNames } from '../compare-columns';
import type { CompareRow } from '../compare-rows';
import {
  StyledCarHeader,
  StyledCarImage,
  StyledColumnButton,
  StyledCompareTable,
  StyledDiffers,
  StyledSoldBadge,
  StyledTableScroller,
  StyledUnavailable,
} from './compare-page.styles';

const PICTURE_SIZES = '(min-width: 1280px) 360px, (min-width: 1024px) 28vw, 152px';

export interface CompareTableProps {
  columns: readonly CompareColumn[];
  rows: readonly CompareRow[];
  /** The car's name, null for a column without a car. */
  onRemove: (id: string, name: string | null) => void;
  onRetry: (id: string) => void;
  /** The table's scrolling frame (focusable): where focus goes after an edit. */
  frameRef?: Ref<HTMLDivElement>;
}

function columnName(column: CompareColumn): string | null {
  return column.state === 'car' ? column.car.name : null;
}

function CarColumnHeader({ column, onRemove, onRetry }: { column: CompareColumn } & Pick<CompareTableProps, 'onRemove' | 'onRetry'>) {
  const remove = (
    <StyledColumnButton
      type="button"
      aria-label={column.state === 'car' ? `Remove ${column.car.name} from compare` : 'Remove this car from compare'}
      onClick={() => onRemove(column.id, columnName(column))}
    >
      Remove
    </StyledColumnButton>
  );
  switch (column.state) {
    case 'car': {
      const { car } = column;
      return (
        <StyledCarHeader>
          <StyledCarImage $dimmed={car.isSold}>
            <CarPicture image={car.images[0]} alt={car.name} sizes={PICTURE_SIZES} eager />
          </StyledCarImage>
          <Link to={`/buy-car/${encodeURIComponent(car.id)}`}>{car.name}</Link>
          {car.isSold && <StyledSoldBadge>Sold</StyledSoldBadge>}
          {remove}
        </StyledCarHeader>
      );
    }
    case 'not-found':
      return (
        <StyledCarHeader>
          <strong>Car not available</strong>
          <StyledUnavailable>This car is no longer listed: its seller removed it, or the link is wrong.</StyledUnavailable>
          {remove}
        </StyledCarHeader>
      );
    case 'failed':
      return (
        <StyledCarHeader>
          <strong>Could not load this car</strong>
          <StyledUnavailable role="alert">{column.message}</StyledUnavailable>
          <StyledColumnButton type="button" onClick={() => onRetry(column.id)}>
            Retry
          </StyledColumnButton>
          {remove}
        </StyledCarHeader>
      );
    default:
      return (
        <StyledCarHeader aria-busy="true">
          <StyledCarImage />
          <StyledUnavailable>Loading car…</StyledUnavailable>
        </StyledCarHeader>
      );
  }
}

export function CompareTable({ columns, rows, onRemove, onRetry, frameRef }: CompareTableProps) {
  const captionId = useId();
  const names = columns.flatMap((column) => (column.state === 'car' ? [column.car.name] : []));
  const anyDiffers = rows.some((row) => row.differs);
  return (
    // Focusable so a keyboard can scroll it sideways on a phone.
    <StyledTableScroller ref={frameRef} role="region" aria-labelledby={captionId} tabIndex={0}>
      <StyledCompareTable style={{ '--compare-columns': columns.length } as React.CSSProperties}>
        <caption id={captionId}>
          {names.length > 0 ? `Comparing ${joinNames(names)}.` : 'Comparing cars.'}
          {anyDiffers ? ' Rows where the cars differ are highlighted and marked “Differs”.' : ''}
        </caption>
        <colgroup>
          <col className="labels" />
          {columns.map((column) => (
            <col key={column.id} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.id} scope="col">
                <CarColumnHeader column={column} onRemove={onRemove} onRetry={onRetry} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-differs={row.differs}>
              <th scope="row">
                {row.label}
                {row.differs && (
                  <>
                    <br />
                    <StyledDiffers>Differs</StyledDiffers>
                  </>
                )}
              </th>
              {row.values.map((value, index) => (
                <td key={columns[index]?.id ?? index}>{value ?? '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledCompareTable>
    </StyledTableScroller>
  );
}
