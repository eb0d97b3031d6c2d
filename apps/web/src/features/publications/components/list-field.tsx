// A list of short texts (keywords, agents) added with Enter or 'Agregar' (product.md, Listings: Form),
// duplicates ignored (whatever their case), with the values the user used before suggested as they type.
import { useState } from 'react';
import { Button, Combobox, Group, Input, Pill, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue, useId } from '@mantine/hooks';
import { useFieldSuggestions, type SuggestionField } from '../api/get-field-suggestions';
import { formTexts } from '../publication-texts';
import classes from '../publications.module.css';

type ListFieldProps = {
  label: string;
  description?: string;
  placeholder?: string;
  value: string[];
  onChange: (value: string[]) => void;
  suggestions: SuggestionField;
  maxItems: number;
  maxLength: number;
  error?: string;
};

const SUGGESTION_DELAY_MS = 300;

export function ListField({
  label,
  description,
  placeholder,
  value,
  onChange,
  suggestions,
  maxItems,
  maxLength,
  error,
}: ListFieldProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [search] = useDebouncedValue(text.trim(), SUGGESTION_DELAY_MS);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const used = useFieldSuggestions(suggestions, search, focused);
  const taken = new Set(value.map((item) => item.toLocaleLowerCase('es')));
  const needle = text.trim().toLocaleLowerCase('es');
  const options = (used.data ?? [])
    .filter((item) => !taken.has(item.toLocaleLowerCase('es')) && item.toLocaleLowerCase('es').includes(needle))
    .slice(0, 8);
  const full = value.length >= maxItems;

  const add = (raw: string) => {
    const item = raw.trim().slice(0, maxLength);
    setText('');
    combobox.closeDropdown();
    if (!item || full || taken.has(item.toLocaleLowerCase('es'))) return;
    onChange([...value, item]);
  };

  return (
    <Input.Wrapper id={id} label={label} description={description} error={error}>
      {/* Kept open while its input scrolls: the 'detached' check misfires where layout is unknown. */}
      <Combobox store={combobox} onOptionSubmit={add} withinPortal hideDetached={false}>
        <Group gap="xs" wrap="nowrap" mt={description ? 6 : 2}>
          <Combobox.Target>
            <TextInput
              className={classes.grow}
              id={id}
              aria-describedby={description ? `${id}-description` : undefined}
              placeholder={placeholder}
              value={text}
              maxLength={maxLength}
              disabled={full}
              error={Boolean(error)}
              onChange={(event) => {
                setText(event.currentTarget.value);
                combobox.openDropdown();
                combobox.updateSelectedOptionIndex();
              }}
              onFocus={() => {
                setFocused(true);
                combobox.openDropdown();
              }}
              onBlur={() => combobox.closeDropdown()}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
                // A highlighted suggestion is the combobox's to add; otherwise Enter adds the text, never submits.
                if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
                event.preventDefault();
                add(text);
              }}
            />
          </Combobox.Target>
          <Button variant="light" onClick={() => add(text)} disabled={full || !text.trim()}>
            {formTexts.add}
          </Button>
        </Group>
        <Combobox.Dropdown hidden={options.length === 0}>
          <Combobox.Options>
            {options.map((item) => (
              <Combobox.Option value={item} key={item}>
                {item}
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {value.length > 0 && (
        <Pill.Group mt="xs" role="list" aria-label={formTexts.listOf(label)}>
          {value.map((item) => (
            <Pill
              key={item}
              role="listitem"
              size="md"
              withRemoveButton
              onRemove={() => onChange(value.filter((other) => other !== item))}
              // Mantine hides the remove button from keyboards (a tags input removes with Backspace); here it is the way.
              removeButtonProps={{ 'aria-label': formTexts.removeItem(item), 'aria-hidden': false, tabIndex: 0 }}
            >
              {item}
            </Pill>
          ))}
        </Pill.Group>
      )}
    </Input.Wrapper>
  );
}
