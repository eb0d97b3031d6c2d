// One lead in 'Consultas': who wrote and when, about what, their message, how to answer (WhatsApp, mail) and its
// status, changed in place.
import { Anchor, Badge, Button, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '@vitrina/shared/format';
import { leadSources, leadStatuses, leadTexts, type Lead, type LeadStatus } from '@vitrina/shared/leads';
import { formatPhone } from '@vitrina/shared/phone';
import { IconChat, IconMail } from '@/components/icons';
import classes from '../leads.module.css';

const statusOptions = leadStatuses.map((status) => ({ value: status.value, label: status.title }));

export function LeadRow({
  lead,
  busy,
  onStatus,
}: {
  lead: Lead;
  busy: boolean;
  onStatus: (status: LeadStatus) => void;
}) {
  const status = leadStatuses.find((item) => item.value === lead.status) ?? leadStatuses[0];
  const source = leadSources.find((item) => item.value === lead.source)?.title ?? lead.source;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`lead-${lead.id}`}>
      <Stack gap="xs">
        <div className={classes.header}>
          <Text fw={700} id={`lead-${lead.id}`}>
            {lead.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(lead.created_at)}
          </Text>
        </div>
        <Text size="sm" c="dimmed">
          {lead.publication ? (
            lead.publication.id !== null ? (
              <Anchor component={Link} to={`/publication/${lead.publication.id}`} size="sm">
                {lead.publication.title}
              </Anchor>
            ) : (
              lead.publication.title
            )
          ) : (
            leadTexts.aboutStore
          )}
          {lead.source !== 'store' && ` · ${source}`}
        </Text>
        <Text size="sm" className={classes.message}>
          {lead.message}
        </Text>
        <Text size="sm">{[lead.email, lead.phone ? formatPhone(lead.phone) : null].filter(Boolean).join(' · ')}</Text>
        <div className={classes.actions}>
          {lead.whatsapp_url && (
            <Button
              component="a"
              href={lead.whatsapp_url}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              color="teal"
              leftSection={<IconChat size={16} />}
            >
              {leadTexts.answerWhatsapp}
            </Button>
          )}
          {lead.email && (
            <Button
              component="a"
              href={`mailto:${lead.email}`}
              size="xs"
              variant="light"
              leftSection={<IconMail size={16} />}
            >
              {leadTexts.answerEmail}
            </Button>
          )}
          <Badge color={status.color} variant="light">
            {status.title}
          </Badge>
          {/* The phone's own picker: one tap and the choice, no list to scroll in a small screen. */}
          <NativeSelect
            className={classes.status}
            size="xs"
            aria-label={`${leadTexts.statusLabel} de la consulta de ${lead.name}`}
            data={statusOptions}
            value={lead.status}
            disabled={busy}
            onChange={(event) => {
              const value = event.currentTarget.value as LeadStatus;
              if (value !== lead.status) onStatus(value);
            }}
          />
        </div>
      </Stack>
    </Paper>
  );
}
