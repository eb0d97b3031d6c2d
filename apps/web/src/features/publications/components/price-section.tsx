// Currency, price and offer price (product.md, Listings): whole, non-negative amounts, empty when 0 or less.
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { discountPercent } from '@vitrina/shared/format';
import { formTexts } from '../publication-texts';
import { titleOf } from './form-model';
import { FormSection } from './form-section';
import type { SectionProps } from './form-types';
import { NumberField } from './number-field';
import { withEmpty, type FieldOptions } from './use-field-options';

export function PriceSection({ get, set, errors, options }: SectionProps & { options: FieldOptions }) {
  const amount = get('amount');
  const sale = get('amount_sale');
  const discount = amount !== '' && sale !== '' ? discountPercent(amount, sale) : 0;
  return (
    <FormSection title={formTexts.sectionPrice}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <NativeSelect
          label={titleOf('currency')}
          value={get('currency')}
          error={errors.currency}
          data={withEmpty(formTexts.none, options.currencies)}
          onChange={(event) => set('currency', event.currentTarget.value)}
        />
        <NumberField
          kind="amount"
          label={titleOf('amount')}
          value={amount}
          error={errors.amount}
          onChange={(value) => set('amount', value)}
        />
        {/* Titled 'Oferta', not 'Precio de oferta': a label holding 'Precio' would make 'Precio' ambiguous. */}
        <NumberField
          kind="amount"
          label={titleOf('amount_sale')}
          value={sale}
          error={errors.amount_sale}
          description={discount > 0 ? formTexts.discount(discount) : formTexts.amountSaleHint}
          onChange={(value) => set('amount_sale', value)}
        />
      </SimpleGrid>
    </FormSection>
  );
}
