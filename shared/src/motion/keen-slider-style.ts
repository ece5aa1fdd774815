// keen-slider's stylesheet as a styled-components global style: rendered by each slider, inserted
// once by styled-components. Importing the .css file instead took style-loader's and css-loader's
// run-time code into every app that has a slider (1.3 kB gzip each, both on the home page).
import { createGlobalStyle } from 'styled-components';
import keenSliderCss from 'keen-slider/keen-slider.min.css?raw';

export const KeenSliderStyle = createGlobalStyle`${keenSliderCss}`;
