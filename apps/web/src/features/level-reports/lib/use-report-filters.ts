import { useReducer } from 'react';
import type { PracticeSessionStatus } from '@markwise/contract';
import { todayIsoDate } from './level-reports-rules';
import { initialReportFilters, reportFiltersReducer, type ReportPeriod } from './report-filters';

/** The level reports' period (today by default), range, status, class and page. */
export function useReportFilters() {
  const [filters, dispatch] = useReducer(reportFiltersReducer, undefined, () =>
    initialReportFilters(todayIsoDate()),
  );
  return {
    filters,
    setPage: (page: number, totalPages: number) => dispatch({ type: 'page', page, totalPages }),
    setPeriod: (period: ReportPeriod) => dispatch({ type: 'period', period }),
    setRange: (from: string | null, to: string | null) => dispatch({ type: 'range', from, to }),
    setStatus: (status: PracticeSessionStatus | null) => dispatch({ type: 'status', status }),
    setClass: (studentClass: string | null) => dispatch({ type: 'class', studentClass }),
  };
}
