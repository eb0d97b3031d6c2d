// The report of a group (a microsite's uses the same layout until it gets its own): the figures, the daily chart,
// the members' ranking and the listings with the most decisions.
import type { StatReport } from '@vitrina/shared/stats';
import { DaysSection } from './days-section';
import { LeadsSection } from './leads-section';
import { PublicationRanking } from './publication-ranking';
import { ReportFigures } from './report-figures';
import { VisitsSection } from './visits-section';
import { UserRanking } from './user-ranking';

export function GroupReport({ report }: { report: StatReport }) {
  return (
    <>
      <ReportFigures report={report} />
      <DaysSection report={report} />
      <LeadsSection leads={report.leads} />
      <VisitsSection visits={report.visits} />
      <UserRanking users={report.users} />
      <PublicationRanking publications={report.publications} />
    </>
  );
}
