import { WHY_SELL } from '../sell-content';
import { HighlightTilesSection } from './highlight-tiles-section';

export function WhySell() {
  return <HighlightTilesSection titleId="why-sell-title" title="Why sell with us" highlights={WHY_SELL} />;
}
