// The compare tray's bar, fixed to the bottom of the browse pages: each car with its remove button,
// Compare now (the /compare link) and Clear. Loaded by CompareTray once the tray has a car.
import { Link } from 'react-router-dom';
import { Button, useSetAtom } from '@carmarket/shared';
import { CarPicture } from '../../cars/components/car-picture';
import { COMPARE_LIMIT, compareHref } from '../compare-ids';
import { removedFromCompareMessage } from '../compare-messages';
import { announceCompareAtom } from '../compare-tray-atoms';
import type { CompareTrayCar } from '../compare-tray-storage';
import { useCompareTrayActions } from '../hooks/use-compare-tray';
import {
  StyledTray,
  StyledTrayActions,
  StyledTrayCars,
  StyledTrayInner,
  StyledTrayRemove,
  StyledTraySpacer,
} from './compare-tray-bar.styles';

export function CompareTrayBar({ tray }: { tray: readonly CompareTrayCar[] }) {
  const { remove, clear } = useCompareTrayActions();
  const announce = useSetAtom(announceCompareAtom);
  return (
    <>
      <StyledTraySpacer aria-hidden="true" />
      <StyledTray aria-labelledby="compare-tray-heading">
        <StyledTrayInner>
          <h2 id="compare-tray-heading">
            Compare ({tray.length} of {COMPARE_LIMIT})
          </h2>
          <StyledTrayCars aria-label="Picked for comparison">
            {tray.map((car) => (
              <li key={car.id}>
                <CarPicture image={car.image} alt="" sizes="48px" />
                <span>{car.name}</span>
                <StyledTrayRemove
                  type="button"
                  aria-label={`Remove ${car.name} from compare`}
                  onClick={() => {
                    remove(car.id);
                    announce(removedFromCompareMessage(car.name, tray.length - 1));
                  }}
                >
                  <span aria-hidden="true">×</span>
                </StyledTrayRemove>
              </li>
            ))}
          </StyledTrayCars>
          <StyledTrayActions>
            <Button as={Link} to={compareHref(tray.map((car) => car.id))} $size="sm">
              Compare now
            </Button>
            <Button
              type="button"
              $variant="ghost"
              $size="sm"
              aria-label="Clear the compare tray"
              onClick={() => {
                clear();
                announce('Compare tray cleared.');
              }}
            >
              Clear
            </Button>
          </StyledTrayActions>
        </StyledTrayInner>
      </StyledTray>
    </>
  );
}
