// The report of one's own account: the figures, the daily chart and one's listings with the most decisions.
import type { StatReport } from '@vitrina/shared/stats';
import { DaysSection } from './days-section';
import { LeadsSection } from './leads-section';
import { PublicationRanking } from './publication-ranking';
import { ReportFigures } from './report-figures';
import { VisitsSection } from './visits-section';

export function UserReport({ report }: { report: StatReport }) {
  return (
    <>
      <ReportFigures report={report} />
      <DaysSection report={report} />
      <LeadsSection leads={report.leads} />
      <VisitsSection visits={report.visits} />
      <PublicationRanking publications={report.publications} />
    </>
  );
}
