// The filters of the filtered results (product.md, Searches: Filtered results): the title search (1 s), 'Gustan' / 'No
// gustan' or the coincidences (with more than one participant), whose decisions when the search has more than one
// participant, and in a search that predicts, whether the predicted likes are listed.
import { NativeSelect, SegmentedControl, Switch } from '@mantine/core';
import { SearchBox } from '@/components/search-box';
import { filteredTexts } from '../filtered-texts';
import classes from '../filtered.module.css';

export type FilteredView = 'liked' | 'discarded' | 'coincidences';
export type ParticipantOption = { id: number; name: string };

type FilteredFiltersProps = {
  search: string;
  onSearch: (search: string) => void;
  view: FilteredView;
  onView: (view: FilteredView) => void;
  /** The people to choose from; the selector shows only with more than one. */
  participants: ParticipantOption[];
  userId: number;
  onUser: (userId: number) => void;
  meId: number;
  /** Whether the predicted likes are listed; null when the search has no predictions to show or hide. */
  withPredicted: boolean | null;
  onWithPredicted: (value: boolean) => void;
};

export function FilteredFilters(props: FilteredFiltersProps) {
  const { participants, meId } = props;
  const several = participants.length > 1;
  const views = [
    { value: 'liked', label: filteredTexts.liked },
    { value: 'discarded', label: filteredTexts.discarded },
    ...(several ? [{ value: 'coincidences', label: filteredTexts.coincidences }] : []),
  ];
  return (
    <div className={classes.filters}>
      <div className={classes.filterSearch}>
        <SearchBox value={props.search} onSearch={props.onSearch} placeholder={filteredTexts.searchPlaceholder} />
      </div>
      <SegmentedControl
        aria-label={filteredTexts.view}
        data={views}
        value={props.view}
        onChange={(value) => props.onView(value as FilteredView)}
        radius="xl"
        className={classes.views}
      />
      {props.withPredicted !== null && props.view === 'liked' && (
        <Switch
          label={filteredTexts.withPredicted}
          checked={props.withPredicted}
          onChange={(event) => props.onWithPredicted(event.currentTarget.checked)}
          className={classes.predicted}
        />
      )}
      {several && props.view !== 'coincidences' && (
        <NativeSelect
          label={filteredTexts.participant}
          value={String(props.userId)}
          onChange={(event) => props.onUser(Number(event.currentTarget.value))}
          data={participants.map((person) => ({
            value: String(person.id),
            label: person.id === meId ? filteredTexts.me(person.name) : person.name,
          }))}
          className={classes.participant}
        />
      )}
    </div>
  );
}
