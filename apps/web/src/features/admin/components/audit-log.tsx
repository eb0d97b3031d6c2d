// 'Historial de cambios': who did what to the user or group and when, with each changed field before → after.
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { AuditEntry } from '@vitrina/shared/admin';
import { formatDateTime } from '@vitrina/shared/format';
import { adminTexts, auditActionText, auditFieldNames } from '../admin-texts';
import classes from '../admin.module.css';

type Change = { field: string; before: string; after: string };

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (Array.isArray(value)) return value.length > 0 ? value.map(show).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields whose value differs between the record before and after the action. */
export function changesOf(entry: AuditEntry): Change[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({
      field: auditFieldNames[field] ?? field,
      before: show(before[field]),
      after: show(after[field]),
    }));
}

export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  return (
    <section aria-labelledby="audit-title">
      <Title order={2} size="h4" id="audit-title" mb="sm">
        {adminTexts.auditTitle}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {adminTexts.auditEmpty}
        </Text>
      ) : (
        <ul className={classes.list}>
          {entries.map((entry) => {
            const changes = changesOf(entry);
            return (
              <li key={entry.id}>
                <Paper withBorder radius="md" p="sm" className={classes.summary}>
                  <Text size="sm" fw={650}>
                    {auditActionText(entry.action)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {adminTexts.auditBy(entry.actor?.name ?? adminTexts.auditSystem)} ·{' '}
                    {formatDateTime(entry.created_at)}
                  </Text>
                  {changes.length > 0 && (
                    <Stack gap={2} mt={6}>
                      {changes.map((change) => (
                        <Text key={change.field} size="xs" c="dimmed" className={classes.change}>
                          {change.field}: {change.before} → {change.after}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Paper>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
