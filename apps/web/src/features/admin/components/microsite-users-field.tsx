// The microsite's users: a search that adds users (GET /admin/microsite/users), and the chosen ones, each with a
// radio for the default user and a way to remove them.
import { useEffect, useState } from 'react';
import { ActionIcon, Avatar, Combobox, Loader, Paper, Radio, Text, TextInput, useCombobox } from '@mantine/core';
import { limits } from '@vitrina/shared/constants';
import { micrositeUsersMax } from '@vitrina/shared/microsites';
import { IconSearch, IconX } from '@/components/icons';
import { micrositeTexts as texts } from '../admin-texts';
import { useMicrositeUsers } from '../api/get-microsite-users';
import type { ChosenUser } from './microsite-form-model';
import adminClasses from '../admin.module.css';
import classes from './microsite-form.module.css';

type UsersFieldProps = {
  users: ChosenUser[];
  defaultUserId: number | null;
  onAdd: (user: ChosenUser) => void;
  onRemove: (id: number) => void;
  onDefault: (id: number) => void;
  error?: string;
};

function UserPicker({
  chosen,
  onAdd,
  error,
}: {
  chosen: ChosenUser[];
  onAdd: (user: ChosenUser) => void;
  error?: string;
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), limits.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useMicrositeUsers(search, combobox.dropdownOpened);
  const taken = new Set(chosen.map((user) => user.id));
  const found = (query.data?.data ?? []).filter((user) => !taken.has(user.id));
  const full = chosen.length >= micrositeUsersMax;

  return (
    <Combobox
      store={combobox}
      // Inside a long form the input may scroll out of view; the list stays with it rather than vanishing.
      hideDetached={false}
      onOptionSubmit={(value) => {
        const user = found.find((candidate) => String(candidate.id) === value);
        if (user) onAdd(user);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={texts.addUser}
          placeholder={texts.addUserPlaceholder}
          value={text}
          error={error}
          disabled={full}
          leftSection={<IconSearch size={18} />}
          rightSection={query.isFetching ? <Loader size={16} /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          // Not on focus: a form refused for want of users focuses this box, and the list would cover its message.
          // A click, typing or the down arrow open it.
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {found.length > 0 ? (
            found.map((user) => (
              <Combobox.Option value={String(user.id)} key={user.id} className={classes.option}>
                <Avatar src={user.avatar_url} name={user.name} color="initials" size={28} radius={999} alt="" />
                <span className={classes.grow}>
                  <Text size="sm" fw={600} truncate component="span" display="block">
                    {user.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate component="span" display="block">
                    {user.email}
                  </Text>
                </span>
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>
              {query.isFetching || !query.data ? texts.searchingUsers : texts.noUsersFound}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

export function MicrositeUsersField({ users, defaultUserId, onAdd, onRemove, onDefault, error }: UsersFieldProps) {
  return (
    <div className={classes.stack}>
      <UserPicker chosen={users} onAdd={onAdd} error={error} />
      {users.length === 0 ? (
        <Text size="sm" c="dimmed" className={classes.emptyUsers}>
          {texts.noUsers}
        </Text>
      ) : (
        <Radio.Group
          aria-label={texts.defaultUser}
          value={defaultUserId === null ? null : String(defaultUserId)}
          onChange={(value) => onDefault(Number(value))}
        >
          <ul className={adminClasses.list}>
            {users.map((user) => (
              <li key={user.id}>
                <Paper withBorder radius="md" p="xs" className={adminClasses.member}>
                  <Avatar src={user.avatar_url} name={user.name} color="initials" size={36} radius={999} alt="" />
                  <div className={classes.grow}>
                    <Text size="sm" fw={650} truncate>
                      {user.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {user.email}
                    </Text>
                  </div>
                  <Radio value={String(user.id)} label={texts.byDefault} aria-label={texts.defaultOf(user.name)} />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={texts.removeUser(user.name)}
                    onClick={() => onRemove(user.id)}
                  >
                    <IconX size={18} />
                  </ActionIcon>
                </Paper>
              </li>
            ))}
          </ul>
        </Radio.Group>
      )}
    </div>
  );
}
