import { Container, Stack, Text, Title } from '@mantine/core';
import { IconCards, IconFilter, IconShare } from '@/components/icons';
import classes from '../home.module.css';

const steps = [
  {
    icon: IconFilter,
    title: 'Armá tu búsqueda',
    text: 'Elegí tipo, categoría, operación, precio y zona. Combiná varios filtros en una misma búsqueda y ordená los resultados como prefieras.',
  },
  {
    icon: IconCards,
    title: 'Deslizá y decidí',
    text: 'Deslizá a la derecha lo que te gusta y a la izquierda lo que no. Mantené presionado para marcar un superlike y deshacé cuando quieras.',
  },
  {
    icon: IconShare,
    title: 'Compartí y encontrá coincidencias',
    text: 'Invitá a tus clientes a deslizar la misma búsqueda y mirá en qué publicaciones coinciden. Sin llamadas ni planillas.',
  },
];

export function HowItWorks() {
  return (
    <section id="como-funciona" className={classes.section}>
      <Container size="lg">
        <Stack gap={6} mb={32} className={classes.sectionHead}>
          <Text className={classes.kicker}>Cómo funciona</Text>
          <Title order={2}>De cientos de avisos a tu lista corta</Title>
        </Stack>
        <div className={classes.stepsGrid}>
          {steps.map(({ icon: Icon, title, text }, index) => (
            <div key={title} className={classes.step}>
              <span className={classes.iconBox}>
                <Icon size={26} />
              </span>
              <Text className={classes.stepNumber}>Paso {index + 1}</Text>
              <Title order={3} size="h4">
                {title}
              </Title>
              <Text c="dimmed" size="sm" lh={1.6}>
                {text}
              </Text>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
