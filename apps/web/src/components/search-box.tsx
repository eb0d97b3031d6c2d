// The search input of every list (product.md, Limits): reports the text once typing pauses for 1000 ms,
// at once on Enter or when cleared.
import { useEffect, useRef, useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { limits } from '@vitrina/shared/constants';
import { messages } from '@vitrina/shared/messages';
import { IconSearch } from './icons';

type SearchBoxProps = {
  /** The search currently applied; the box starts from it. */
  value?: string;
  onSearch: (search: string) => void;
  placeholder?: string;
  delay?: number;
  label?: string;
};

export function SearchBox({
  value = '',
  onSearch,
  placeholder = messages.list.search,
  delay = limits.searchDebounceMs,
  label,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestOnSearch = useRef(onSearch);
  const lastReported = useRef(value.trim());

  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: string) => {
    clearTimeout(timer.current);
    const search = next.trim();
    if (search === lastReported.current) return;
    lastReported.current = search;
    latestOnSearch.current(search);
  };

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => report(next), delay);
  };

  return (
    <TextInput
      type="search"
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') report(text);
      }}
      placeholder={placeholder}
      aria-label={label ?? placeholder}
      leftSection={<IconSearch size={18} />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Borrar búsqueda"
            onClick={() => {
              setText('');
              report('');
            }}
          />
        ) : null
      }
      radius="xl"
    />
  );
}
