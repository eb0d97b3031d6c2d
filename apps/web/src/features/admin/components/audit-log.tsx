// 'Historial de cambios': who did what to the user, group or microsite and when, with each changed field before → after.
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { AuditEntry } from '@vitrina/shared/admin';
import { formatDateTime } from '@vitrina/shared/format';
import { filterTitle, type SearchFilterInput } from '@vitrina/shared/searches';
import { adminTexts, auditActionText, auditFieldNames, auditValueNames } from '../admin-texts';
import classes from '../admin.module.css';

type Change = { field: string; before: string; after: string };

type Side = 'before' | 'after';

/** A person the entry names, marked once their account is gone (the entry keeps the name). */
function personName(person: AuditEntry['actor']): string {
  if (!person) return adminTexts.auditUnknown;
  return person.id === null ? adminTexts.auditDeleted(person.name) : person.name;
}

/** Who acted: the admin, and whose session it was when they acted while impersonating. */
export function actedBy(entry: AuditEntry): string {
  const admin = personName(entry.actor);
  return entry.impersonated
    ? adminTexts.auditImpersonating(admin, personName(entry.impersonated))
    : adminTexts.auditBy(admin);
}

function show(value: unknown, field: string, side: Side): string {
  // A logo is a stored file's key: what matters is whether there was one.
  if (/^logo_/.test(field)) return value ? (side === 'before' ? 'Logo anterior' : 'Logo nuevo') : 'Sin logo';
  if (value === null || value === undefined || value === '') return '—';
  // Preset filters read as the builder titles them.
  if (field === 'filters' && Array.isArray(value))
    return value.length > 0 ? value.map((filter) => filterTitle(filter as SearchFilterInput)).join('; ') : '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (Array.isArray(value)) return value.length > 0 ? value.map((item) => show(item, '', side)).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return auditValueNames[field]?.[String(value)] ?? String(value);
}

/** A record with its objects (a microsite's style and settings) opened into dotted leaves, each compared alone. */
function leaves(record: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      Object.assign(flat, leaves(value as Record<string, unknown>, path));
    else flat[path] = value;
  }
  return flat;
}

/** The fields whose value differs between the record before and after the action; none for a creation. */
export function changesOf(entry: AuditEntry): Change[] {
  if (entry.before === null && entry.action.endsWith('.create')) return [];
  const before = leaves(entry.before ?? {});
  const after = leaves(entry.after ?? {});
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({
      field: auditFieldNames[field] ?? field,
      before: show(before[field], field, 'before'),
      after: show(after[field], field, 'after'),
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
                    {actedBy(entry)} · {formatDateTime(entry.created_at)}
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
