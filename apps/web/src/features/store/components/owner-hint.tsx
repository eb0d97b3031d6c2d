import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { storeTexts } from '../store-texts';
import classes from '../store.module.css';

/** Shown to the store's owner only: this is what clients see, and where the address changes. */
export function OwnerHint() {
  return (
    <Text size="sm" className={classes.ownerHint}>
      {storeTexts.ownerHint}{' '}
      <Anchor component={Link} to="/account/setting/slug" fw={600}>
        {storeTexts.ownerAction}
      </Anchor>
    </Text>
  );
}
