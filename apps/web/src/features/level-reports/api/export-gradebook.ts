import { useMutation } from '@tanstack/react-query';
import {
  apiRoutes,
  gradebookFileName,
  LEVEL_USERS_EXPORT_TYPES,
  pathTo,
  type LevelUsersExportFormat,
} from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

type ExportGradebook = { levelId: string; levelTitle: string; format: LevelUsersExportFormat };

/** GET /levels/:levelId/gradebook: students × questions, as a file. */
export function exportGradebook({ levelId, format }: ExportGradebook): Promise<Blob> {
  return apiClient.get<Blob>(pathTo(apiRoutes.levelStatistics.gradebook, { levelId }), {
    query: { format },
    responseType: 'blob',
    headers: { Accept: LEVEL_USERS_EXPORT_TYPES[format] },
  });
}

/** Downloads the gradebook and hands it to the browser under the API's file name. */
export function useExportGradebook() {
  return useMutation({
    mutationFn: async (options: ExportGradebook) => {
      saveFile(
        await exportGradebook(options),
        gradebookFileName(options.levelTitle, options.format),
      );
    },
  });
}
