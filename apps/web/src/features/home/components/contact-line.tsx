import { Anchor, Container, Group, Text } from '@mantine/core';
import { IconMail } from '@/components/icons';
import classes from '../home.module.css';

/** The contact-us line of the home page (product.md, The shell), shown only when CONTACT_EMAIL is configured. */
export function ContactLine({ email }: { email: string | null }) {
  if (!email) return null;
  return (
    <section className={classes.contact}>
      <Container size="lg">
        <Group gap="md" justify="center" wrap="nowrap" className={classes.contactBox}>
          <span className={`${classes.iconBox} ${classes.iconBoxRound}`}>
            <IconMail size={22} />
          </span>
          <Text>
            ¿Necesitás ayuda? Escribinos a{' '}
            <Anchor href={`mailto:${email}`} fw={600}>
              {email}
            </Anchor>
          </Text>
        </Group>
      </Container>
    </section>
  );
}
