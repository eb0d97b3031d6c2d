import { useConfiguration } from '@/lib/configuration/get-configuration';
import { LegalDocument } from '../components/legal-document';
import { termsSections } from '../content/terms-sections';

export function TermsPage() {
  const { APP_NAME, CONTACT_EMAIL } = useConfiguration();
  return (
    <LegalDocument
      title="Términos y condiciones"
      intro={
        <p>
          Estos términos regulan el acceso y el uso de {APP_NAME}, su sitio web, su aplicación y los micrositios que
          funcionan sobre la plataforma. Le pedimos que los lea con atención.
        </p>
      }
      sections={termsSections({ name: APP_NAME, email: CONTACT_EMAIL })}
    />
  );
}
