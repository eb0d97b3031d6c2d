// The stock varieties of a garment (colour and size), one row each; colours the user typed before are suggested.
import { ActionIcon, Autocomplete, Button, Input, NativeSelect, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@/components/icons';
import { useFieldSuggestions } from '../api/get-field-suggestions';
import { formTexts } from '../publication-texts';
import { nextKey, type StockRow } from './form-model';
import { withEmpty, type SelectOption } from './use-field-options';
import classes from '../publications.module.css';

type StockFieldProps = {
  value: StockRow[];
  onChange: (rows: StockRow[]) => void;
  sizes: SelectOption[];
  error?: string;
};

const MAX_ROWS = 200;

export function StockField({ value, onChange, sizes, error }: StockFieldProps) {
  const colors = useFieldSuggestions('colors', '', value.length > 0);
  const update = (key: string, change: Partial<StockRow>) =>
    onChange(value.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <Input.Wrapper label={formTexts.sectionStock} description={formTexts.stockIntro} error={error} labelElement="div">
      {value.length > 0 ? (
        <Table mt="xs" verticalSpacing={6} horizontalSpacing={6} className={classes.stockTable}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{formTexts.colorHeader}</Table.Th>
              <Table.Th>{formTexts.sizeHeader}</Table.Th>
              <Table.Th className={classes.stockAction}>
                <VisuallyHidden>{formTexts.removeColumn}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {value.map((row, index) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <Autocomplete
                    aria-label={formTexts.stockColor(index + 1)}
                    value={row.color}
                    maxLength={50}
                    placeholder={formTexts.colorPlaceholder}
                    data={[...new Set(colors.data ?? [])]}
                    comboboxProps={{ hideDetached: false }}
                    onChange={(color) => update(row.key, { color })}
                  />
                </Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={formTexts.stockSize(index + 1)}
                    value={row.size}
                    data={withEmpty('—', sizes)}
                    onChange={(event) => update(row.key, { size: event.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td className={classes.stockAction}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={formTexts.stockRemove(index + 1)}
                    onClick={() => onChange(value.filter((other) => other.key !== row.key))}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed" mt={6}>
          {formTexts.stockEmpty}
        </Text>
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        mt="xs"
        leftSection={<IconPlus size={16} />}
        disabled={value.length >= MAX_ROWS}
        onClick={() => onChange([...value, { key: nextKey('stock'), color: '', size: '' }])}
      >
        {formTexts.stockAdd}
      </Button>
    </Input.Wrapper>
  );
}
