import type { ReactNode } from 'react';
import type { CarDetail } from '../../car-detail/car-detail';
import { trayCarOfDetail } from '../compare-tray-car';
import { CompareToggle } from './compare-toggle';

/** The car page's Compare toggle, beside Save and Share (module level: a stable function). */
export function renderCarPageCompareToggle(car: CarDetail): ReactNode {
  return <CompareToggle car={trayCarOfDetail(car)} />;
}
