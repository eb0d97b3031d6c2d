// The stock varieties (colour and size, 'Sin especificar' when missing) and the extras table of the listing
// detail (product.md, Listings: Detail). The extras table holds what the badges do not show, and says 'No hay datos.'
// when empty. Plain table elements styled here: Mantine's table brings its scroll area and, with it, the floating
// elements' library to every listing's page.
import { Text } from '@mantine/core';
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
      <div className={classes.tableScroll}>
        <table className={`${classes.table} ${classes.striped}`}>
          <thead>
            <tr>
              <th>{detailTexts.color}</th>
              <th>{detailTexts.size}</th>
            </tr>
          </thead>
          <tbody>
            {stock.map((item, index) => (
              <tr key={index}>
                <td>
                  {item.color || (
                    <Text span c="dimmed" size="sm">
                      {publicationMessages.unspecified}
                    </Text>
                  )}
                </td>
                <td>
                  {item.size || (
                    <Text span c="dimmed" size="sm">
                      {publicationMessages.unspecified}
                    </Text>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
        <table className={classes.table}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" className={classes.rowHead}>
                  {label}
                </th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
