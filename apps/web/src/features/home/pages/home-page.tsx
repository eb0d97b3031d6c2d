import { lazy, Suspense } from 'react';
import { useConfiguration } from '@/lib/configuration/get-configuration';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session';
import { Audience } from '../components/audience';
import { ContactLine } from '../components/contact-line';
import { HomeHero } from '../components/home-hero';
import { HowItWorks } from '../components/how-it-works';

const UserHome = lazy(() => import('../components/user-home'));

/** The landing page for guests; a signed-in user gets their own home instead (product.md, The shell). */
export function HomePage() {
  const configuration = useConfiguration();
  const session = useSession();
  return (
    <>
      {session.status === 'authenticated' ? (
        <Suspense fallback={<PageLoader />}>
          <UserHome user={session.user} />
        </Suspense>
      ) : (
        <>
          <HomeHero name={configuration.APP_NAME} />
          <HowItWorks />
          <Audience />
        </>
      )}
      <ContactLine email={configuration.CONTACT_EMAIL} />
    </>
  );
}
