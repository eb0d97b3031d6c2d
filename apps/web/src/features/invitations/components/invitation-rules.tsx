import { Text, ThemeIcon } from '@mantine/core';
import { groupMessages, type InvitationRule } from '@vitrina/shared/groups';
import { IconCheck, IconX } from '@/components/icons';
import type { SessionState } from '@/lib/session';
import { invitationTexts } from '../invitation-texts';
import classes from '../invitations.module.css';

const ruleTexts: Record<InvitationRule, string> = {
  logged: groupMessages.ruleLogged,
  email_verified: groupMessages.ruleEmailVerified,
};

function isRuleMet(rule: InvitationRule, session: SessionState): boolean {
  if (rule === 'logged') return session.status === 'authenticated';
  return session.user?.email_verified === true;
}

/**
 * The invitation's rules, each met (green check) or pending (x) for whoever is using the app now
 * (product.md, Groups: Invitations). They follow the session, so signing in or verifying on this page ticks them at
 * once. The icon carries the state as its name, leaving each item's text exactly the rule's.
 */
export function InvitationRules({ rules, session }: { rules: InvitationRule[]; session: SessionState }) {
  if (rules.length === 0) return null;
  return (
    <div className={classes.rules}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.rulesLabel} id="invitation-rules">
        {invitationTexts.rulesLabel}
      </Text>
      <ul className={classes.ruleList} aria-labelledby="invitation-rules">
        {rules.map((rule) => {
          const met = isRuleMet(rule, session);
          return (
            <li key={rule} className={classes.rule} data-met={met || undefined}>
              <ThemeIcon
                size={26}
                radius="xl"
                variant="light"
                color={met ? 'teal' : 'red'}
                role="img"
                aria-label={met ? invitationTexts.ruleMet : invitationTexts.rulePending}
              >
                {met ? <IconCheck size={16} strokeWidth={2.6} /> : <IconX size={16} strokeWidth={2.6} />}
              </ThemeIcon>
              <Text size="sm" fw={500}>
                {ruleTexts[rule]}
              </Text>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
