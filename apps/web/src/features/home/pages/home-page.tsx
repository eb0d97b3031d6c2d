import { useConfiguration } from '@/features/configuration/api/get-configuration';
import { Audience } from '../components/audience';
import { ContactLine } from '../components/contact-line';
import { HomeHero } from '../components/home-hero';
import { HowItWorks } from '../components/how-it-works';

export function HomePage() {
  const configuration = useConfiguration();
  return (
    <>
      <HomeHero name={configuration.APP_NAME} />
      <HowItWorks />
      <Audience />
      <ContactLine email={configuration.CONTACT_EMAIL} />
    </>
  );
}
