// /register and /forgot-password (spec §2: these paths show no header or footer). There is no
// password: registration and recovery both happen in the OTP sign-in flow, so these pages say
// so and open it.
import { useNavigate, Link } from 'react-router-dom';
import { Button, PageHead, requestSignIn, useIsSignedIn } from '@carmarket/shared';
import { LogoMark } from '../../chrome/components/chrome-icons';
import { StyledAuthCard, StyledAuthPage } from './otp-sign-in-page.styles';

const COPY = {
  register: {
    title: 'Create your account',
    text: 'Register with your mobile number: we send you a one-time code, and if the number is new you add your name and email. No password needed.',
    action: 'Register with OTP',
  },
  'forgot-password': {
    title: 'Forgot your password?',
    text: 'There are no passwords on CarMarket. Sign in with your mobile number and the one-time code we send you by SMS.',
    action: 'Sign in with OTP',
  },
} as const;

export function OtpSignInPage({ page }: { page: keyof typeof COPY }) {
  const copy = COPY[page];
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  return (
    <StyledAuthPage>
      <PageHead title={copy.title} description={copy.text} path={`/${page}`} noIndex />
      <StyledAuthCard>
        <Link to="/" aria-label="CarMarket home">
          <LogoMark />
          <span>CarMarket</span>
        </Link>
        <h1>{copy.title}</h1>
        <p>{copy.text}</p>
        {signedIn ? (
          <Button type="button" $block onClick={() => navigate('/settings/profile')}>
            You are signed in: go to your profile
          </Button>
        ) : (
          <Button
            type="button"
            $block
            onClick={async () => {
              if (await requestSignIn()) navigate('/');
            }}
          >
            {copy.action}
          </Button>
        )}
        <Link to="/">Back to the home page</Link>
      </StyledAuthCard>
    </StyledAuthPage>
  );
}
