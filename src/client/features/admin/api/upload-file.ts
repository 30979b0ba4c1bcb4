import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productUploadField, UploadedFileSchema } from '../../../../shared/admin/files.ts';
import { apiPath } from '../../../../shared/api-paths.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';

/** `POST /api/admin/files`: one product file, which starts outside the package. */
export const uploadProductFile = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress({
    path: apiPath('adminFiles'),
    field: productUploadField,
    file,
    onProgress,
    response: UploadedFileSchema,
  });

export function useUploadProductFile(onProgress: (fraction: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProductFile(file, onProgress),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
