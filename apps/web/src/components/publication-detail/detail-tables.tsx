// The stock varieties (colour and size, 'Sin especificar' when missing) and the extras table of the listing
// detail (product.md, Listings: Detail). The extras table holds what the badges do not show, and says 'No hay datos.'
// when empty.
import { Table, Text } from '@mantine/core';
import { sortBySize } from '@vitrina/shared/enums';
import { publicationMessages } from '@vitrina/shared/publication-texts';
import type { Publication } from '@vitrina/shared/publications';
import { detailTexts } from './detail-texts';
import { extrasRows } from './extras-rows';
import type { FieldTitles } from './use-field-titles';
import classes from './publication-detail.module.css';

export function StockTable({ publication }: { publication: Publication }) {
  // By size in the enumeration's order (XS, S, M…), whatever order they were entered in.
  const stock = sortBySize(publication.extras.stock);
  if (stock.length === 0) return null;
  return (
    <section aria-labelledby="detail-stock">
      <Text id="detail-stock" fw={700} size="sm" tt="uppercase" c="dimmed" mb="xs" className={classes.sectionTitle}>
        {detailTexts.stock}
      </Text>
      <Table.ScrollContainer minWidth={240}>
        <Table striped withTableBorder verticalSpacing={6} className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{detailTexts.color}</Table.Th>
              <Table.Th>{detailTexts.size}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stock.map((item, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  {item.color || (
                    <Text span c="dimmed" size="sm">
                      {publicationMessages.unspecified}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {item.size || (
                    <Text span c="dimmed" size="sm">
                      {publicationMessages.unspecified}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

export function ExtrasTable({ publication, titles }: { publication: Publication; titles: FieldTitles }) {
  const rows = extrasRows(publication, titles);
  return (
    <section aria-labelledby="detail-extras">
      <Text id="detail-extras" fw={700} size="sm" tt="uppercase" c="dimmed" mb="xs" className={classes.sectionTitle}>
        {detailTexts.extras}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" className={classes.emptyBox}>
          {publicationMessages.noData}
        </Text>
      ) : (
        <Table withTableBorder verticalSpacing={6} className={classes.table}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="40%" className={classes.rowHead}>
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
