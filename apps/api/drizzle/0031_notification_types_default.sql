-- A new account hears of everything (ours, issue 12): notification_types starts with every type of the configuration
-- (packages/shared/src/enums.ts `notificationTypes`, in its order), and the person unticks what they do not want in
-- 'Mi perfil'. With the empty default nobody was ever told of a finished selection, a coincidence or a new member
-- unless they had found the list first. A column default reaches every way an account is made (sign-up, Google and
-- Apple, the seeds, a bulk insert) without each remembering it. Existing accounts keep what they chose: an empty list
-- may be a choice, so no row is updated. A type added to the configuration needs its place here too (a test signs up
-- and compares the list with the configuration's).
ALTER TABLE "users" ALTER COLUMN "notification_types" SET DEFAULT '{search_coincidence,search_finished,group_member,publication_superlike,sync_finished,search_alert,price_drop}'::text[];
