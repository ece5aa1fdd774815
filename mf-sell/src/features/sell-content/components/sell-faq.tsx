// FAQ of 6 entries as an accessible accordion: each question is a button in a heading,
// with aria-expanded and aria-controls pointing at its answer region.
import { useId, useState } from 'react';
import { SELL_FAQ } from '../sell-content';
import {
  StyledFaqButton,
  StyledFaqList,
  StyledFaqPanel,
  StyledSection,
  StyledSectionInner,
  StyledSectionTitle,
} from './sell-sections.styles';

export function SellFaq() {
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  return (
    <StyledSection aria-labelledby="sell-faq-title">
      <StyledSectionInner>
        <StyledSectionTitle id="sell-faq-title">Frequently asked questions</StyledSectionTitle>
        <StyledFaqList>
          {SELL_FAQ.map((entry, index) => {
            const expanded = open === index;
            const buttonId = `${baseId}-q${index}`;
            const panelId = `${baseId}-a${index}`;
            return (
              <div key={entry.question}>
                <h3>
                  <StyledFaqButton
                    type="button"
                    id={buttonId}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : index)}
                  >
                    {entry.question}
                    <span aria-hidden="true">{expanded ? '−' : '+'}</span>
                  </StyledFaqButton>
                </h3>
                <StyledFaqPanel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
                  <p>{entry.answer}</p>
                </StyledFaqPanel>
              </div>
            );
          })}
        </StyledFaqList>
      </StyledSectionInner>
    </StyledSection>
  );
}
