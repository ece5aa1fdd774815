import { HOW_IT_WORKS } from '../sell-content';
import {
  StyledSection,
  StyledSectionInner,
  StyledSectionLead,
  StyledSectionTitle,
  StyledTile,
  StyledTileGrid,
  StyledTileIcon,
} from './sell-sections.styles';

export function HowItWorks() {
  return (
    <StyledSection $tinted aria-labelledby="how-it-works-title">
      <StyledSectionInner>
        <StyledSectionTitle id="how-it-works-title">How it works</StyledSectionTitle>
        <StyledSectionLead>Four steps from your driveway to a buyer's.</StyledSectionLead>
        <StyledTileGrid as="ol">
          {HOW_IT_WORKS.map((item) => (
            <StyledTile key={item.title}>
              <StyledTileIcon aria-hidden="true">{item.icon}</StyledTileIcon>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </StyledTile>
          ))}
        </StyledTileGrid>
      </StyledSectionInner>
    </StyledSection>
  );
}
