import { Container, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconChart, IconLink, IconShirt, IconUsers, IconPhone } from '@/components/icons';
import classes from '../home.module.css';

const features = [
  {
    icon: IconBuilding,
    title: 'Inmobiliarias y corredores',
    text: 'Departamentos, casas, PH, locales y terrenos en venta o alquiler, con precio en pesos o dólares.',
  },
  {
    icon: IconShirt,
    title: 'Tiendas y marcas',
    text: 'Indumentaria y calzado con talles, colores y temporada, para mostrar el stock a cada cliente.',
  },
  {
    icon: IconUsers,
    title: 'Grupos de trabajo',
    text: 'Sumá a tu equipo, compartan una cartera interna de publicaciones y las búsquedas activas.',
  },
  {
    icon: IconLink,
    title: 'Tu propio sitio',
    text: 'Elegí una dirección propia para que tus clientes busquen solamente entre tus publicaciones.',
  },
  {
    icon: IconChart,
    title: 'Estadísticas',
    text: 'Seguí cuántas búsquedas se hacen, cuántas se responden y qué publicaciones gustan más.',
  },
  {
    icon: IconPhone,
    title: 'En tu teléfono',
    text: 'Instalá la aplicación en tu pantalla de inicio y recibí avisos cuando alguien coincide con vos.',
  },
];

export function Audience() {
  return (
    <section className={`${classes.section} ${classes.sectionTinted}`}>
      <Container size="lg">
        <Stack gap={6} mb={32} className={classes.sectionHead}>
          <Text className={classes.kicker}>Para quienes publican</Text>
          <Title order={2}>Todo lo que tu equipo necesita para vender</Title>
        </Stack>
        <div className={classes.featuresGrid}>
          {features.map(({ icon: Icon, title, text }) => (
            <div key={title} className={classes.feature}>
              <span className={`${classes.iconBox} ${classes.iconBoxSmall}`}>
                <Icon size={22} />
              </span>
              <div>
                <Title order={3} size="h5" mb={4}>
                  {title}
                </Title>
                <Text c="dimmed" size="sm" lh={1.55}>
                  {text}
                </Text>
              </div>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
