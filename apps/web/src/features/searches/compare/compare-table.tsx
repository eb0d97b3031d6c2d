// The table of 'Comparar': a column per chosen listing (its photo, title and the way to open or drop it), a row per
// field any of them has (compare-rows.ts) with the best value marked in words and by an icon, not by colour alone,
// and a row per participant with their like or discard and comment. One real table: the field names are row headers
// that stay in place while the columns scroll sideways together (compare.module.css).
import { Avatar, CloseButton, Text, UnstyledButton } from '@mantine/core';
import type { FilteredCard, FilteredParticipant } from '@vitrina/shared/search-filtered';
import { IconCheck } from '@/components/icons';
import { AspectImage } from '@/components/publication-detail/aspect-image';
import type { FieldTitles } from '@/components/publication-detail/use-field-titles';
import { DecisionMarks } from '../filtered/components/decision-marks';
import { filteredTexts } from '../filtered/filtered-texts';
import { compareRows, type CompareRow } from './compare-rows';
import { compareTexts } from './compare-texts';
import classes from './compare.module.css';

type CompareTableProps = {
  cards: readonly FilteredCard[];
  participants: readonly FilteredParticipant[];
  meId: number;
  titles: FieldTitles;
  onOpen: (card: FilteredCard) => void;
  onRemove: (card: FilteredCard) => void;
};

function Missing() {
  return (
    <>
      <span aria-hidden className={classes.missing}>
        {compareTexts.none}
      </span>
      <span className={classes.srOnly}>{compareTexts.noValue}</span>
    </>
  );
}

function ruleText(row: CompareRow): string | null {
  if (row.rule === 'lowest') return compareTexts.bestLowest;
  if (row.rule === 'highest') return compareTexts.bestHighest;
  return null;
}

function FieldRow({ row }: { row: CompareRow }) {
  const rule = ruleText(row);
  return (
    <tr>
      <th scope="row" className={classes.rowHead}>
        <span className={classes.label}>{row.label}</span>
        {rule && <span className={classes.rule}>{row.note ?? rule}</span>}
      </th>
      {row.cells.map((cell, index) => (
        <td key={index} className={cell.best ? classes.best : undefined}>
          {cell.text ?? <Missing />}
          {cell.best && (
            <span className={classes.bestMark}>
              <IconCheck size={14} aria-hidden />
              {compareTexts.best}
            </span>
          )}
        </td>
      ))}
    </tr>
  );
}

function ListingHead({ card, onOpen, onRemove }: { card: FilteredCard; onOpen: () => void; onRemove: () => void }) {
  const first = [...card.medias].sort((a, b) => a.number - b.number)[0];
  return (
    <th scope="col" className={classes.listingHead}>
      <div className={classes.photo}>
        <AspectImage media={first} alt="" aspect={3 / 2} sizes="200px" />
        <CloseButton
          size="sm"
          radius="xl"
          variant="white"
          className={classes.remove}
          aria-label={compareTexts.remove(card.title)}
          onClick={onRemove}
        />
      </div>
      <UnstyledButton className={classes.listingTitle} onClick={onOpen}>
        {card.title}
      </UnstyledButton>
    </th>
  );
}

export function CompareTable({ cards, participants, meId, titles, onOpen, onRemove }: CompareTableProps) {
  const rows = compareRows(cards, titles);
  const columns = cards.length + 1;
  return (
    <div className={classes.scroller} role="region" aria-label={compareTexts.caption(cards.length)} tabIndex={0}>
      <table className={classes.table}>
        <caption className={classes.srOnly}>{compareTexts.caption(cards.length)}</caption>
        <thead>
          <tr>
            <td className={classes.corner} />
            {cards.map((card) => (
              <ListingHead key={card.id} card={card} onOpen={() => onOpen(card)} onRemove={() => onRemove(card)} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <FieldRow key={row.key} row={row} />
          ))}
        </tbody>
        {participants.length > 0 && (
          <tbody>
            <tr>
              <th scope="rowgroup" colSpan={columns} className={classes.section}>
                <span>{compareTexts.opinions}</span>
              </th>
            </tr>
            {participants.map((person) => (
              <tr key={person.id}>
                <th scope="row" className={classes.rowHead}>
                  <div className={classes.person}>
                    <Avatar src={person.avatar_url} name={person.name} color="initials" size={24} alt="" aria-hidden />
                    <span className={classes.label}>
                      {person.id === meId ? filteredTexts.me(person.name) : person.name}
                    </span>
                  </div>
                </th>
                {cards.map((card) => {
                  const answer = card.answers.find((item) => item.user_id === person.id);
                  return (
                    <td key={card.id} className={classes.opinion}>
                      {answer ? (
                        <DecisionMarks answer={answer} own={person.id === meId} />
                      ) : (
                        <Text size="sm" c="dimmed">
                          {compareTexts.noAnswer}
                        </Text>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}
