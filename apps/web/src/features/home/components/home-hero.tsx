import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { openIdentify } from '@/lib/identify-events';
import { IconArrowRight, IconSearch } from '@/components/icons';
import { HomeQueryBox } from './home-query-box';
import { SwipeCardPreview } from './swipe-card-preview';
import classes from '../home.module.css';

export function HomeHero({ name }: { name: string }) {
  return (
    <section className={classes.hero}>
      <Container size="lg">
        <div className={classes.heroGrid}>
          <Stack gap="lg" justify="center">
            <Text className={classes.eyebrow}>Propiedades e indumentaria</Text>
            <Title order={1} className={classes.heroTitle}>
              Encontrá lo que buscás, una tarjeta a la vez.
            </Title>
            <Text className={classes.heroText}>
              {name} reúne publicaciones de inmobiliarias, tiendas y vendedores. Armá tu búsqueda con filtros, deslizá
              para quedarte con lo que te gusta y compartí la selección con tus clientes y tu equipo.
            </Text>
            <HomeQueryBox />
            <Group gap="sm">
              <Button
                size="md"
                variant="white"
                onClick={() => openIdentify()}
                rightSection={<IconArrowRight size={18} />}
              >
                Empezar ahora
              </Button>
              <Button
                size="md"
                variant="outline"
                color="white"
                component={Link}
                to="/search"
                leftSection={<IconSearch size={18} />}
              >
                Buscar publicaciones
              </Button>
              <Button
                size="md"
                variant="subtle"
                color="white"
                component="a"
                href="#como-funciona"
                className={classes.heroSecondary}
              >
                Cómo funciona
              </Button>
            </Group>
          </Stack>
          <SwipeCardPreview />
        </div>
      </Container>
    </section>
  );
}
