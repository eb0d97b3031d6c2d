import { useConfiguration } from '@/lib/configuration/get-configuration';
import { LegalDocument } from '../components/legal-document';
import { privacySections } from '../content/privacy-sections';

export function PrivacyPage() {
  const { APP_NAME, CONTACT_EMAIL } = useConfiguration();
  return (
    <LegalDocument
      title="Política de privacidad"
      intro={
        <p>
          Esta política explica qué datos personales trata {APP_NAME}, para qué los usa, con quién los comparte y cómo
          puede ejercer sus derechos sobre ellos.
        </p>
      }
      sections={privacySections({ name: APP_NAME, email: CONTACT_EMAIL })}
    />
  );
}
