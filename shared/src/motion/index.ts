// @carmarket/shared/motion: slider autoplay and the reduced-motion setting. A subpath, not part
// of the federated singleton's entry: each app bundles these few lines where it uses them.
export { autoplayPlugin, type AutoplayOptions, type AutoplaySlider } from './autoplay-plugin';
export { prefersReducedMotion, REDUCED_MOTION_QUERY } from './reduced-motion';
export { KeenSliderStyle } from './keen-slider-style';
export { useKeenSliderAfterCommit } from './use-keen-slider-after-commit';
