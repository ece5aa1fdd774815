import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { KeenSliderStyle } from './keen-slider-style';

describe('KeenSliderStyle', () => {
  it("carries keen-slider's stylesheet", () => {
    // styled-components resolves to its server build under Node: collect the rules the way a server does.
    const sheet = new ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(<KeenSliderStyle />));
      expect(sheet.getStyleTags()).toMatch(/\.keen-slider:not\(\[data-keen-slider-disabled\]\)\{[^}]*overflow:hidden/);
    } finally {
      sheet.seal();
    }
  });
});
