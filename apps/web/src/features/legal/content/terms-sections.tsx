// The terms and conditions, section by section, in the order product.md lists them (The shell: Legal pages).
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ContactReference, type LegalSection } from '../components/legal-document';

export function termsSections({ name, email }: { name: string; email: string | null }): LegalSection[] {
  return [
    {
      id: 'aceptacion',
      title: 'Aceptación de los términos',
      body: (
        <>
          <p>
            Al acceder a {name}, crear una cuenta o utilizar cualquiera de sus funciones, usted acepta estos Términos y
            Condiciones y nuestra{' '}
            <Anchor component={Link} to="/legal/privacy">
              Política de Privacidad
            </Anchor>
            . Si no está de acuerdo con alguno de ellos, le pedimos que no utilice la plataforma.
          </p>
          <p>
            Para registrarse es necesario ser mayor de 18 años o contar con la autorización de madre, padre o tutor.
            Quien utiliza la plataforma en nombre de una empresa declara tener facultades suficientes para obligarla.
          </p>
        </>
      ),
    },
    {
      id: 'descripcion',
      title: 'Descripción del servicio',
      body: (
        <>
          <p>
            {name} es una plataforma para buscar, comparar y compartir publicaciones de inmuebles e indumentaria.
            Permite armar búsquedas con filtros, recorrer los resultados deslizando tarjetas, marcar las publicaciones
            que gustan o se descartan, formar grupos de trabajo con una cartera interna y compartir búsquedas con
            clientes.
          </p>
          <p>
            El servicio puede ofrecerse también a través de micrositios con la marca de un comercio o de una
            inmobiliaria. Podemos agregar, modificar o discontinuar funciones en cualquier momento, procurando avisar
            con anticipación los cambios que afecten de manera relevante el uso de la plataforma.
          </p>
        </>
      ),
    },
    {
      id: 'uso-personal',
      title: 'Uso personal y no comercial',
      body: (
        <>
          <p>
            La cuenta es personal e intransferible. Usted es responsable de mantener la confidencialidad del acceso a su
            correo electrónico, ya que el ingreso se realiza mediante códigos enviados a esa dirección.
          </p>
          <p>
            El contenido de la plataforma se ofrece para uso personal y no comercial. No está permitido copiar, revender
            o extraer de forma masiva las publicaciones, utilizar programas automáticos para acceder al servicio, enviar
            comunicaciones no solicitadas a otros usuarios ni usar la plataforma para fines ilícitos o engañosos.
          </p>
          <p>Podemos suspender o cerrar las cuentas que incumplan estas reglas.</p>
        </>
      ),
    },
    {
      id: 'enlaces-terceros',
      title: 'Enlaces y contenidos de terceros',
      body: (
        <>
          <p>
            Muchas publicaciones provienen de plataformas de terceros (portales inmobiliarios, tiendas en línea y
            sistemas de gestión de los anunciantes) o son cargadas por los propios usuarios. {name} no elabora esa
            información y no es responsable por su exactitud, vigencia, disponibilidad ni por los precios, medidas o
            características informadas.
          </p>
          <p>
            Los enlaces a sitios externos se ofrecen solo por conveniencia. El acceso a esos sitios se rige por sus
            propios términos y políticas, y cualquier operación que usted realice con un anunciante es una relación
            exclusiva entre usted y ese anunciante.
          </p>
        </>
      ),
    },
    {
      id: 'garantias',
      title: 'Sin garantías',
      body: (
        <>
          <p>
            La plataforma se ofrece “tal como está” y “según disponibilidad”. No garantizamos que el servicio funcione
            sin interrupciones ni errores, que los resultados de una búsqueda sean completos ni que una publicación siga
            disponible al momento de consultarla.
          </p>
          <p>
            Antes de tomar una decisión de compra, venta o alquiler, le recomendamos verificar la información
            directamente con el anunciante y con los profesionales que correspondan.
          </p>
        </>
      ),
    },
    {
      id: 'responsabilidad',
      title: 'Limitación de responsabilidad',
      body: (
        <>
          <p>
            En la máxima medida permitida por la ley, {name} no será responsable por daños indirectos, lucro cesante,
            pérdida de datos o de oportunidades de negocio derivados del uso o de la imposibilidad de uso de la
            plataforma, ni por los actos de otros usuarios o anunciantes.
          </p>
          <p>
            Nada de lo dispuesto en estos términos limita los derechos que la Ley 24.240 de Defensa del Consumidor
            reconoce a quienes revisten el carácter de consumidores.
          </p>
        </>
      ),
    },
    {
      id: 'propiedad-intelectual',
      title: 'Propiedad intelectual',
      body: (
        <>
          <p>
            El nombre {name}, su logotipo, el diseño de la plataforma y su software son propiedad de sus titulares y
            están protegidos por la legislación de propiedad intelectual y marcaria. Su uso no otorga ninguna licencia
            sobre ellos más allá de la necesaria para utilizar el servicio.
          </p>
          <p>
            Usted conserva los derechos sobre las imágenes y textos que publique, y nos otorga una licencia gratuita y
            no exclusiva para mostrarlos, adaptarlos a distintos tamaños y distribuirlos dentro de la plataforma
            mientras la publicación se mantenga activa.
          </p>
        </>
      ),
    },
    {
      id: 'cambios',
      title: 'Cambios en los términos',
      body: (
        <p>
          Podemos modificar estos términos para reflejar cambios en el servicio o en la normativa. La versión vigente
          estará siempre publicada en esta página con su fecha de actualización y, cuando los cambios sean relevantes,
          se lo informaremos por correo electrónico o dentro de la plataforma. Si continúa utilizando {name} después de
          esa fecha, se considerará que acepta la nueva versión.
        </p>
      ),
    },
    {
      id: 'ley-aplicable',
      title: 'Ley aplicable y jurisdicción',
      body: (
        <p>
          Estos términos se rigen por las leyes de la República Argentina. Toda controversia se someterá a los
          tribunales ordinarios de la Ciudad Autónoma de Buenos Aires, sin perjuicio del derecho de los consumidores a
          presentar sus reclamos ante los tribunales de su domicilio.
        </p>
      ),
    },
    {
      id: 'contacto',
      title: 'Contacto',
      body: (
        <p>
          Para consultas sobre estos términos puede escribirnos a <ContactReference email={email} />. Respondemos dentro
          de los diez días hábiles.
        </p>
      ),
    },
  ];
}
