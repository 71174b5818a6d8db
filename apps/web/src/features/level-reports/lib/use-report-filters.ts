import { useReducer } from 'react';
import { reportFiltersReducer, todayIsoDate } from './level-reports-rules';

/** The chosen day (today by default) and page of the level reports table. */
export function useReportFilters() {
  const [filters, dispatch] = useReducer(reportFiltersReducer, undefined, () => ({
    date: todayIsoDate(),
    page: 1,
  }));
  return {
    filters,
    setPage: (page: number, totalPages: number) => dispatch({ type: 'page', page, totalPages }),
    setDate: (date: string | null) => dispatch({ type: 'date', date }),
  };
}
