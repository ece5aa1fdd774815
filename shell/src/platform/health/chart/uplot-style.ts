// uPlot's stylesheet as a styled-components global style (as keen-slider-style.ts does): rendered
// by each chart, inserted once, and only on the health page, whose chunk alone imports it.
import { createGlobalStyle } from 'styled-components';
import uplotCss from 'uplot/dist/uPlot.min.css?raw';

export const UPlotStyle = createGlobalStyle`${uplotCss}`;
