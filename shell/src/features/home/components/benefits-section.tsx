// Spec §2 home 8: four benefit tiles.
import { StyledSection } from './home-sections.styles';
import { StyledBenefit, StyledBenefitGrid, StyledBenefitIcon } from './benefits-section.styles';

const BENEFITS = [
  { title: "India's #1", text: 'Largest Car Portal', icon: 'M12 2 15 8.5l7 .9-5.1 4.8 1.3 6.9L12 17.8 5.8 21.1l1.3-6.9L2 9.4l7-.9Z' },
  { title: 'Cars Sold', text: 'Every 4 Minute', icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 5v5.2l4 2.4-1 1.7-5-3V7Z' },
  { title: 'Offers', text: 'Stay Updated Pay less', icon: 'M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9Zm4-6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z' },
  { title: 'Compare', text: 'Decode the right car', icon: 'M4 4h7v16H4Zm9 0h7v16h-7ZM6 7v2h3V7Zm9 0v2h3V7Z' },
] as const;

export function BenefitsSection() {
  return (
    <StyledSection aria-label="Why CarMarket">
      <StyledBenefitGrid $columns={{ base: 2, lg: 4 }}>
        {BENEFITS.map((benefit) => (
          <StyledBenefit key={benefit.title}>
            <StyledBenefitIcon viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d={benefit.icon} fill="currentColor" />
            </StyledBenefitIcon>
            <div>
              <strong>{benefit.title}</strong>
              <span>{benefit.text}</span>
            </div>
          </StyledBenefit>
        ))}
      </StyledBenefitGrid>
    </StyledSection>
  );
}
