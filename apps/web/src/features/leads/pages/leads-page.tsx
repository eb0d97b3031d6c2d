// account.lead.index, 'Consultas' (product.md, Leads): the leads the signed-in person received, newest first, 20 a
// page; each answered by WhatsApp or mail and given a status; the whole list exported as CSV.
import { useState } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { leadTexts, type Lead } from '@vitrina/shared/leads';
import { PagedList } from '@/components/paged-list';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadLeadsCsv, useLeads, useUpdateLeadStatus } from '../api/leads-api';
import { LeadRow } from '../components/lead-row';

export function LeadsPage() {
  const [page, setPage] = useState(1);
  const query = useLeads(page);
  const update = useUpdateLeadStatus();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLeadsCsv();
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Container size={760} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} size="h2">
              {leadTexts.menu}
            </Title>
            <Text c="dimmed">Lo que te preguntan por tus publicaciones y tu tienda.</Text>
          </div>
          <Button variant="light" onClick={() => void exportCsv()} loading={exporting} disabled={!query.data?.total}>
            {leadTexts.export}
          </Button>
        </Group>
        <PagedList<Lead>
          result={query.data}
          loading={query.isFetching}
          page={page}
          onPageChange={setPage}
          itemKey={(lead) => lead.id}
          renderItem={(lead) => (
            <LeadRow
              lead={lead}
              busy={update.isPending && update.variables.id === lead.id}
              onStatus={(status) =>
                update.mutate({ id: lead.id, status }, { onSuccess: () => notifySuccess(leadTexts.statusUpdated) })
              }
            />
          )}
          emptyText={leadTexts.empty}
        />
      </Stack>
    </Container>
  );
}
