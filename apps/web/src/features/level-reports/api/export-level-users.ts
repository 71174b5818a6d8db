import { useMutation } from '@tanstack/react-query';
import {
  apiRoutes,
  ISO_DATE_MAX,
  ISO_DATE_MIN,
  LEVEL_USERS_EXPORT_TYPES,
  levelUsersExportFileName,
  pathTo,
  type LevelUsersExportFormat,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import type { ReportFilterQuery } from '../lib/report-filters';

type ExportLevelUsers = {
  levelId: string;
  levelTitle: string;
  format: LevelUsersExportFormat;
  query: ReportFilterQuery;
  /** The first and last day, for the file name; null for all time. */
  days: [string, string] | null;
};

/** GET /user-journeys/level/:levelId/users/export: the rows the filters match, as a file. */
export function exportLevelUsers({ levelId, format, query }: ExportLevelUsers): Promise<Blob> {
  return apiClient.get<Blob>(pathTo(apiRoutes.levelUsersExport, { levelId }), {
    query: { ...query, format },
    responseType: 'blob',
    headers: { Accept: LEVEL_USERS_EXPORT_TYPES[format] },
  });
}

/** Downloads the export and hands it to the browser under the API's file name. */
export function useExportLevelUsers() {
  return useMutation({
    mutationFn: async (options: ExportLevelUsers) => {
      const [firstDay, lastDay] = options.days ?? [ISO_DATE_MIN, ISO_DATE_MAX];
      const fileName = levelUsersExportFileName({
        title: options.levelTitle,
        firstDay,
        lastDay,
        format: options.format,
      });
      saveFile(await exportLevelUsers(options), fileName);
    },
  });
}
