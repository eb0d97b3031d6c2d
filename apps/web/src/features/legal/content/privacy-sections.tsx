// The privacy policy, written for Argentina's Personal Data Protection Act (Ley 25.326) and its authority, the AAIP.
import { Anchor } from '@mantine/core';
import { cookies } from '@vitrina/shared/constants';
import { Link } from 'react-router';
import { ContactReference, type LegalSection } from '../components/legal-document';

export function privacySections({ name, email }: { name: string; email: string | null }): LegalSection[] {
  return [
    {
      id: 'datos',
      title: 'Información que recopilamos',
      body: (
        <>
          <p>Recopilamos solamente la información necesaria para prestar el servicio:</p>
          <ul>
            <li>
              <strong>Datos de la cuenta:</strong> nombre, correo electrónico y, si decide agregarlos, teléfono, imagen
              de perfil y la dirección de su sitio.
            </li>
            <li>
              <strong>Actividad en la plataforma:</strong> las búsquedas que arma, las publicaciones que marca como
              favoritas o descarta, sus comentarios, los grupos que integra y las publicaciones que carga.
            </li>
            <li>
              <strong>Datos técnicos:</strong> dirección IP, tipo de dispositivo y navegador, y registros de acceso que
              nos permiten mantener la seguridad del servicio.
            </li>
            <li>
              <strong>Notificaciones:</strong> si las activa, un identificador de su dispositivo para enviarle avisos.
            </li>
          </ul>
          <p>Las imágenes que sube se procesan para quitarles los datos de ubicación y otros metadatos.</p>
        </>
      ),
    },
    {
      id: 'finalidad',
      title: 'Para qué usamos la información',
      body: (
        <ul>
          <li>Crear y administrar su cuenta y permitirle ingresar con códigos enviados a su correo.</li>
          <li>
            Mostrar resultados de búsqueda, recordar sus decisiones y encontrar coincidencias con otros participantes.
          </li>
          <li>
            Permitir el trabajo en grupo y que los demás integrantes lo contacten por los medios que usted habilite.
          </li>
          <li>Enviarle los avisos que elija recibir y responder sus consultas.</li>
          <li>Elaborar estadísticas de uso y mejorar el servicio, y prevenir fraudes y abusos.</li>
        </ul>
      ),
    },
    {
      id: 'compartir',
      title: 'Con quién la compartimos',
      body: (
        <>
          <p>
            {name} no vende sus datos personales. Su nombre e imagen son visibles para los integrantes de los grupos que
            integra y para las personas con quienes comparte una búsqueda; su correo y teléfono, solo según los medios
            de contacto que habilite.
          </p>
          <p>
            Trabajamos con proveedores de alojamiento, envío de correos y notificaciones que tratan datos por nuestra
            cuenta y bajo obligaciones de confidencialidad. También podemos comunicar información cuando lo exija una
            autoridad competente.
          </p>
        </>
      ),
    },
    {
      id: 'seguridad',
      title: 'Almacenamiento y seguridad',
      body: (
        <p>
          Guardamos la información en servidores con acceso restringido y conexiones cifradas. Los códigos de ingreso y
          las credenciales se almacenan cifrados y vencen a los pocos minutos. Conservamos los datos mientras su cuenta
          esté activa y, luego de cerrarla, solo el tiempo que exijan las obligaciones legales.
        </p>
      ),
    },
    {
      id: 'derechos',
      title: 'Sus derechos',
      body: (
        <>
          <p>
            De acuerdo con la Ley 25.326 de Protección de los Datos Personales, usted puede acceder a sus datos en forma
            gratuita a intervalos no inferiores a seis meses, salvo interés legítimo, y solicitar su rectificación,
            actualización o supresión. Puede ejercer estos derechos escribiendo a <ContactReference email={email} />.
          </p>
          <p>
            La Agencia de Acceso a la Información Pública (AAIP), en su carácter de órgano de control de la Ley 25.326,
            tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus
            derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies y almacenamiento local',
      body: (
        <>
          <p>
            Usamos el almacenamiento de su navegador para mantener la sesión iniciada y guardar la configuración del
            sitio, y estas cookies propias para recordar sus preferencias durante diez días:
          </p>
          <ul>
            <li>
              <code>{cookies.permissionNotification}</code>: recuerda que prefirió no activar las notificaciones por
              ahora.
            </li>
            <li>
              <code>{cookies.permissionInstall}</code>: recuerda que prefirió no instalar la aplicación por ahora.
            </li>
            <li>
              <code>{cookies.guideSearch}</code>: recuerda que ya vio la guía de cómo funcionan las búsquedas.
            </li>
          </ul>
          <p>
            No usamos cookies de terceros con fines publicitarios. Puede borrarlas desde la configuración de su
            navegador.
          </p>
        </>
      ),
    },
    {
      id: 'contacto',
      title: 'Contacto',
      body: (
        <p>
          Si tiene preguntas sobre esta política o sobre el tratamiento de sus datos, escríbanos a{' '}
          <ContactReference email={email} />. Para conocer las reglas de uso de la plataforma consulte los{' '}
          <Anchor component={Link} to="/legal/terms">
            Términos y Condiciones
          </Anchor>
          .
        </p>
      ),
    },
  ];
}
