import type { ReactNode } from 'react';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '@vitrina/shared/messages';
import classes from '../legal.module.css';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = { title: string; intro: ReactNode; sections: LegalSection[] };

/** A legal page: title, date of the last update, an introduction and numbered sections. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Paper radius="lg" p={{ base: 'lg', sm: 48 }} className={classes.paper}>
        <Stack gap="sm" mb="xl">
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <Text className={classes.updated}>Última actualización: {messages.legal.updatedAt}</Text>
        </Stack>
        <div className={classes.prose}>
          {intro}
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <Title order={2} id={`${section.id}-title`} className={classes.heading}>
                {index + 1}. {section.title}
              </Title>
              {section.body}
            </section>
          ))}
        </div>
      </Paper>
      <Text size="xs" c="dimmed" ta="center" mt="md">
        Este documento se rige por las leyes de la República Argentina.
      </Text>
    </Container>
  );
}

/** The contact address as a link, or the way to reach us when none is configured. */
export function ContactReference({ email }: { email: string | null }) {
  if (email) return <Anchor href={`mailto:${email}`}>{email}</Anchor>;
  return <>los medios de contacto publicados en la página de inicio</>;
}
