import { Button, Container, Group, UnstyledButton } from '@mantine/core';
import { messages } from '@vitrina/shared/messages';
import { Link, useNavigate } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { ActivityBell } from '@/features/activity/components/activity-bell';
import { openIdentify } from '@/lib/identify-events';
import { useSession } from '@/lib/session';
import { cx } from '@/lib/cx';
import { preloadIdentifyPanel } from './identify-launcher';
import { UserButton } from './user-button';
import classes from './shell.module.css';

function BackIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M15 18l-6-6 6-6" />
    </svg>
  );
}

type AppHeaderProps = {
  name: string;
  logoUrl: string | null;
  /** On a microsite: its square logo beside the name when it has no main logo, and its header's text colour. */
  microsite: { markUrl: string | null; text: 'light' | 'dark' } | null;
  brand: boolean;
  showBack: boolean;
};

export function AppHeader({ name, logoUrl, microsite, brand, showBack }: AppHeaderProps) {
  const navigate = useNavigate();
  const session = useSession();
  // Light text sits on a dark header: the brand's violet, or a microsite's own dark colour.
  const onDark = brand || microsite?.text === 'light';
  return (
    <header
      data-testid="app-header"
      className={cx(
        classes.header,
        microsite && classes.headerMicrosite,
        brand && classes.headerBrand,
        onDark && classes.headerOnDark,
      )}
    >
      <Container size="lg" className={classes.bar}>
        <Group gap={6} wrap="nowrap" className={classes.start}>
          {showBack && (
            <UnstyledButton className={classes.back} onClick={() => navigate(-1)}>
              <BackIcon />
              <span>{messages.shell.back}</span>
            </UnstyledButton>
          )}
          <Link to={microsite ? '/microsite' : '/'} className={classes.logoLink}>
            <BrandLogo
              name={name}
              logoUrl={logoUrl}
              markUrl={microsite ? microsite.markUrl : undefined}
              size={34}
              inverted={onDark}
              hideNameOnPhone={showBack}
            />
          </Link>
        </Group>
        {session.status === 'authenticated' ? (
          <Group gap={4} wrap="nowrap">
            <ActivityBell userId={session.user.id} onDark={onDark} />
            <UserButton user={session.user} />
          </Group>
        ) : (
          <Button
            variant={onDark ? 'white' : 'filled'}
            color={brand ? 'brand' : onDark ? 'dark' : undefined}
            onClick={() => openIdentify()}
            onPointerEnter={preloadIdentifyPanel}
            onFocus={preloadIdentifyPanel}
            onTouchStart={preloadIdentifyPanel}
            loading={session.status === 'loading'}
            className={classes.login}
          >
            {messages.shell.login}
          </Button>
        )}
      </Container>
    </header>
  );
}
