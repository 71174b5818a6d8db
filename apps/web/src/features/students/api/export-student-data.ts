import { useMutation } from '@tanstack/react-query';
import { pathTo, privacyRoutes, studentExportFileName } from '@markwise/contract';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /students/:id/export: the zip of everything the app holds about the student. */
export function exportStudentData(id: string): Promise<Blob> {
  return apiClient.get<Blob>(pathTo(privacyRoutes.export, { id }), {
    responseType: 'blob',
    headers: { Accept: 'application/zip' },
  });
}

/** Downloads the export and hands it to the browser as `student-<id>-export.zip`. */
export function useExportStudentData() {
  return useMutation({
    mutationFn: async (id: string) => {
      saveFile(await exportStudentData(id), studentExportFileName(id));
    },
  });
}
