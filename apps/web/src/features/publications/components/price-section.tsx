// Currency, price and offer price (spec 02 §3, §5): whole, non-negative amounts, empty when 0 or less.
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { discountPercent } from '@vitrina/shared/format';
import { formTexts } from '../publication-texts';
import { FormSection } from './form-section';
import type { SectionProps } from './form-types';
import { NumberField } from './number-field';
import { withEmpty, type FieldOptions } from './use-field-options';

export function PriceSection({ values, set, errors, options }: SectionProps & { options: FieldOptions }) {
  const discount =
    values.amount !== '' && values.amount_sale !== '' ? discountPercent(values.amount, values.amount_sale) : 0;
  return (
    <FormSection title={formTexts.sectionPrice}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <NativeSelect
          label={formTexts.currency}
          value={values.currency}
          error={errors.currency}
          data={withEmpty(formTexts.none, options.currencies)}
          onChange={(event) => set('currency', event.currentTarget.value)}
        />
        <NumberField
          kind="amount"
          label={formTexts.amount}
          value={values.amount}
          error={errors.amount}
          onChange={(value) => set('amount', value)}
        />
        <NumberField
          kind="amount"
          label={formTexts.amountSale}
          value={values.amount_sale}
          error={errors.amount_sale}
          description={discount > 0 ? formTexts.discount(discount) : formTexts.amountSaleHint}
          onChange={(value) => set('amount_sale', value)}
        />
      </SimpleGrid>
    </FormSection>
  );
}
