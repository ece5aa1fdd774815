import { Link } from 'react-router-dom';
import { usePreloadRoute } from '../../../platform/use-preload-route';
import { StyledDealersBanner } from './find-dealers-banner.styles';

/** Spec §2 home 3. */
export function FindDealersBanner() {
  const preload = usePreloadRoute();
  return (
    <StyledDealersBanner aria-labelledby="find-dealers-title">
      <div>
        <h2 id="find-dealers-title">Can't find your Desired Car! Don't Worry</h2>
        <p>Our trusted dealers in your city have more cars than we can list. Tell them what you want.</p>
      </div>
      <Link to="/top-dealer" {...preload('/top-dealer')}>
        Talk to the Dealers Now
      </Link>
    </StyledDealersBanner>
  );
}
