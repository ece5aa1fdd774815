// Style blocks the apps' pages and cards are built from, so one look is written once: the page
// frame, the bordered surface of a card or panel, a heading with the theme's size and no margin,
// and the labelled inputs and selects of a toolbar. @carmarket/shared/style-blocks is a subpath
// each app bundles where it styles a page (like card-grid), not part of the singleton's entry.
// One module per block: a chunk (the carousels on /) carries only the blocks its styles use.
export { pageFrame } from './page-frame';
export { surfaceCard } from './surface-card';
export { plainHeading } from './plain-heading';
export { formControl } from './form-control';
export { labelledControls } from './labelled-controls';
export { smallMutedText } from './small-muted-text';
export { bareList } from './bare-list';
export { inlineList } from './inline-list';
export { spreadRow } from './spread-row';
export { roundIconButton } from './round-icon-button';
export { termsAndValues } from './terms-and-values';
export { scrollingRow } from './scrolling-row';
export { priceText } from './price-text';
export { definitionGrid } from './definition-grid';
export { visuallyHidden } from './visually-hidden';
