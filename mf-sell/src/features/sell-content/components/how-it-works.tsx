import { HOW_IT_WORKS } from '../sell-content';
import { HighlightTilesSection } from './highlight-tiles-section';

export function HowItWorks() {
  return (
    <HighlightTilesSection
      titleId="how-it-works-title"
      title="How it works"
      lead="Four steps from your driveway to a buyer's."
      highlights={HOW_IT_WORKS}
      steps
    />
  );
}
